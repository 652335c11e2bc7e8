//! Coaches of a 6th-edition game: one trait for the computer, a script in tests, or a human at
//! the terminal, and the computer coach (`AiCoach`).

use crate::call::{CallContext, CoverKind, Coverage, DefPlay, DefStrategy, DefenseCall, OffPlay, OffStrategy, OffenseCall};
use crate::kick::{KickoffKind, PuntDefense};
use crate::options::Options;
use crate::tables::Edition;
use crate::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
use huddle_cards::{DefBox, GainCell, Group, OffBox, RushCell, Team, Tendencies};
use huddle_core::{pick_weighted, pick_weighted_from, Down, GameState, Randomness, Side};

/// What the offense does on a down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OffenseChoice {
    Play { display: OffenseDisplay, call: OffenseCall },
    /// A punt, announced before the secret choices (8.5); a coffin-corner deduction (10-25)
    /// and, under O6, a fake.
    Punt { coffin: Option<u8>, fake: bool },
    /// A field goal (8.6), or under O6 a fake.
    FieldGoal { fake: bool },
    /// Deliberate grounding under the No-Huddle (9.5): a down, no time, no FAC.
    Grounding,
    /// The automatic safety (8.9.3), inside the offense's own 20.
    AutomaticSafety,
    /// Before a punt, ask for a 5-yard Delay of Game on itself (8.5.3): allowed when the
    /// previous play used the maximum time; the receiving team may decline it.
    DelayOfGame,
}

/// What the defense does on a down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DefenseChoice {
    pub display: DefenseDisplay,
    pub call: DefenseCall,
}

/// A kick the offense announced, shown to the defense before it chooses (8.5, O6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Announced {
    Punt,
    FieldGoal,
}

/// A penalty option, in the offense's frame (shared by the card systems).
pub use huddle_core::Alternative;

/// What a coach sees.
pub struct View<'a> {
    pub game: &'a GameState,
    pub me: Side,
    pub team: &'a Team,
    pub opp: &'a Team,
    /// My players who may play (not hurt; a quarterback his grade allows).
    pub healthy: PidSet,
    /// My starting displays with hurt players replaced.
    pub base_offense: OffenseDisplay,
    pub base_defense: DefenseDisplay,
    /// The opponent's current starting offense (for keys).
    pub opp_offense: OffenseDisplay,
    pub ed: &'a Edition,
    pub opts: &'a Options,
    /// The checks' context for my offense this down (endurance, Big Plays, Final Minutes).
    pub ctx: CallContext,
    /// In the Final Minutes of a half (§18 step 6).
    pub final_minutes: bool,
    /// My No-Huddle is in effect (a deliberate grounding is allowed).
    pub no_huddle: bool,
    /// The last display my offense used, when substitutions are limited (9.6, 8.7).
    pub keep_offense: Option<OffenseDisplay>,
    /// The last display my defense used, when the No-Huddle forbids substitutions (8.7).
    pub keep_defense: Option<DefenseDisplay>,
    /// My team's previous offensive play (solitaire: no two Screens or Quicks in a row, S3).
    pub last_play: Option<OffPlay>,
    /// When a time-out is considered after a play: the seconds the play uses without one.
    pub play_seconds: Option<u16>,
}

/// The decisions of one side.
pub trait Coach {
    fn name(&self) -> &str;
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice;
    /// The defense, seeing the offense's final formation (2.4) and any announced kick.
    fn defense(&mut self, v: &View, offense: &OffenseDisplay, kick: Option<Announced>, rng: &mut dyn Randomness) -> DefenseChoice;
    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind;
    /// O2: declare the Onside Kick Defense.
    fn onside_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> bool;
    fn punt_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> PuntDefense;
    /// Under O6, the defense's strategy card before a field goal: suspect a fake.
    fn suspect_fake_fg(&mut self, v: &View, rng: &mut dyn Randomness) -> bool;
    /// The penalized team's opponent: take the penalty (true) or the play.
    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool;
    /// The seconds a play used, from `max` down to `min` in 5-second steps (§18). `stops`: the
    /// play's Timing Chart row is one that would stop a real clock (an incomplete pass, out of
    /// bounds, a penalty, an injury: the rows with a Final Minutes column).
    fn play_time(&mut self, v: &View, min: u16, max: u16, stops: bool) -> u16;
    /// A time-out right after the play (9.2).
    fn timeout(&mut self, v: &View) -> bool;
    /// The coin toss: call heads (visiting team).
    fn call_heads(&mut self, _v: &View, rng: &mut dyn Randomness) -> bool {
        rng.below(2) == 0
    }
    /// The receiving team's answer to the punting team's Delay of Game request (8.5.3).
    fn accept_delay(&mut self, _v: &View) -> bool {
        false
    }
    /// The toss winner receives (true) or kicks.
    fn receive(&mut self, _v: &View) -> bool {
        true
    }
    /// Solitaire (S2): "The solitaire coach will set the Displays for both sides"; the FAC then
    /// calls the defense (S4). The defense's display, having seen the offense's; None keeps the
    /// Lineup Card's (the computer's way).
    fn solitaire_display(&mut self, _v: &View, _offense: &OffenseDisplay) -> Option<DefenseDisplay> {
        None
    }
}

/// Average yards of a rushing N column.
pub fn avg_rush(team: &Team, p: Pid) -> f32 {
    team.player(p).rushing.as_ref().and_then(|r| r.n).map(|n| n.iter().map(|c| if let RushCell::Yards(y) = c { *y as f32 } else { 0.0 }).sum::<f32>() / 12.0).unwrap_or(0.0)
}

fn avg_gain(team: &Team, p: Pid) -> f32 {
    team.player(p).receiving.as_ref().map(|r| r.s.iter().map(|c| if let GainCell::Yards(y) = c { *y as f32 } else { 0.0 }).sum::<f32>() / 12.0).unwrap_or(0.0)
}

/// A quarterback's real carries count scrambles, which the cards give the pass rush's Runs range
/// (§11): his designed runs are taken as half of them.
const QB_DESIGNED_RUNS: f32 = 0.5;

/// May `p` be called this down: healthy and not held out by his endurance (4.5, 4.6).
fn callable(v: &View, p: Pid) -> bool {
    v.healthy.contains(p) && !v.ctx.tired.contains(p)
}

/// The ball carrier by the cards' usage guide (carries per game) among my callable backs and,
/// at `QB_DESIGNED_RUNS` weight, my quarterback; a back off the display takes the box of the
/// display's least-used back when substitutions are free. None without a usage guide.
fn usage_carrier(v: &View, mut d: OffenseDisplay, rng: &mut dyn Randomness) -> Option<(OffenseDisplay, OffBox)> {
    let team = v.team;
    let qb = d.get(OffBox::QB);
    let subs = v.keep_offense.is_none();
    let cands = || {
        team.players.iter().enumerate().filter_map(move |(i, p)| {
            let i = i as Pid;
            let u = p.usage.filter(|_| callable(v, i) && p.rushing.is_some())?;
            let w = match p.group() {
                Group::RB if subs || d.box_of(i).is_some() => u.carries,
                Group::QB if Some(i) == qb => u.carries * QB_DESIGNED_RUNS,
                _ => 0.0,
            };
            (w > 0.05).then_some((i, (w * 100.0) as u32))
        })
    };
    let p = pick_weighted_from(rng, cands)?;
    if let Some(b) = d.box_of(p) {
        return (b.is_back() || b == OffBox::QB).then_some((d, b));
    }
    let weight = |q: Pid| team.player(q).usage.map_or(0.0, |u| u.carries);
    let b = OffBox::BACKS.iter().copied().filter(|b| d.get(*b).is_some_and(|q| team.player(q).group() == Group::RB)).min_by(|a, b| weight(d.get(*a).unwrap()).total_cmp(&weight(d.get(*b).unwrap())))?;
    d.set(b, Some(p));
    Some((d, b))
}

/// The pass target by the cards' usage guide (season targets: per game × games) among my
/// callable receivers and backs; one off the display takes the box of the display's least-used
/// player of his group when substitutions are free. None without a usage guide.
fn usage_target(v: &View, mut d: OffenseDisplay, rng: &mut dyn Randomness) -> Option<(OffenseDisplay, OffBox)> {
    let team = v.team;
    let subs = v.keep_offense.is_none();
    let cands = || {
        team.players.iter().enumerate().filter_map(move |(i, p)| {
            let i = i as Pid;
            let u = p.usage.filter(|_| callable(v, i) && p.receiving.is_some() && (subs || d.box_of(i).is_some()))?;
            (matches!(p.group(), Group::WR | Group::TE | Group::RB) && u.targets > 0.05).then_some((i, (u.targets * p.games.max(1) as f32 * 10.0) as u32))
        })
    };
    let p = pick_weighted_from(rng, cands)?;
    if let Some(b) = d.box_of(p) {
        return (!b.is_line() && b != OffBox::QB).then_some((d, b));
    }
    let g = team.player(p).group();
    let weight = |q: Pid| team.player(q).usage.map_or(0.0, |u| u.targets);
    let boxes: &[OffBox] = match g {
        Group::WR => &[OffBox::LE, OffBox::RE, OffBox::FL1, OffBox::FL2],
        Group::TE => &[OffBox::LE, OffBox::RE],
        _ => &OffBox::BACKS,
    };
    let b = boxes.iter().copied().filter(|b| d.get(*b).is_some_and(|q| team.player(q).group() == g)).min_by(|a, b| weight(d.get(*a).unwrap()).total_cmp(&weight(d.get(*b).unwrap())))?;
    d.set(b, Some(p));
    Some((d, b))
}

/// The computer's seconds for an ordinary play (§18: the offense chooses between the Timing
/// Chart's Max and Min), and for one whose row would stop a real clock.
pub const ORDINARY_PACE: u16 = 40;
pub const ORDINARY_STOPPED: u16 = 20;

/// The computer coach: sound, simple football in the 6th edition's terms.
#[derive(Clone, Debug, Default)]
pub struct AiCoach;

impl AiCoach {
    /// Whether Flops of the Timing Chart's maximum on the downs left run the game's clock out,
    /// a Flop that crosses 2:00 taking the minimum (the two-minute warning, 9.3).
    fn flops_run_out(v: &View) -> bool {
        let t = &v.ed.timing;
        let g = v.game;
        let warning = g.clock.period.0 == 4 || g.rules.overtime_period_ends_half(g.clock.period.0);
        let mut left = g.seconds_left_in_game();
        for _ in g.down().number()..=4 {
            let crosses = warning && left > 120 && left.saturating_sub(t.run.max as u32) <= 120;
            left = left.saturating_sub(if crosses { t.run.min } else { t.run.max } as u32);
        }
        left == 0
    }

    fn fg_distance(v: &View) -> u8 {
        (v.game.spot.to_goal() + v.ed.constants.fg_offset) as u8
    }

    fn fg_chance(v: &View) -> f32 {
        let k = v.team.kicker().map(|p| crate::kick::good_range(v.ed, v.team.player(p), Self::fg_distance(v))).unwrap_or(0);
        let max_dist = if v.opts.fg_within_38 { v.ed.constants.fg_within + v.ed.constants.fg_offset } else { v.ed.constants.fg_max as i16 };
        if Self::fg_distance(v) as i16 > max_dist {
            0.0
        } else {
            k as f32 / 48.0
        }
    }

    /// A back or the quarterback to carry, by the N columns; a receiver for passes.
    fn carrier(v: &View, d: &OffenseDisplay) -> OffBox {
        OffBox::BACKS.iter().copied().filter(|b| d.get(*b).is_some_and(|p| !v.ctx.tired.contains(p) && v.team.player(p).rushing.is_some())).max_by(|a, b| avg_rush(v.team, d.get(*a).unwrap()).partial_cmp(&avg_rush(v.team, d.get(*b).unwrap())).unwrap()).unwrap_or(OffBox::QB)
    }

    fn receiver(v: &View, d: &OffenseDisplay, rng: &mut dyn Randomness) -> Option<OffBox> {
        let cands: Vec<(OffBox, u32)> = [OffBox::LE, OffBox::RE, OffBox::FL1, OffBox::FL2, OffBox::BK1, OffBox::BK2, OffBox::BK3]
            .iter()
            .filter_map(|b| d.get(*b).map(|p| (*b, p)))
            .filter(|(_, p)| !v.ctx.tired.contains(*p) && v.team.player(*p).receiving.is_some())
            .map(|(b, p)| {
                let base = match v.team.player(p).group() {
                    Group::WR => 10.0,
                    Group::TE => 6.0,
                    _ => 4.0,
                };
                (b, (base + avg_gain(v.team, p).max(0.0) * 0.5) as u32)
            })
            .collect();
        if cands.is_empty() {
            None
        } else {
            Some(pick_weighted(rng, &cands))
        }
    }
}

impl Coach for AiCoach {
    fn name(&self) -> &str {
        "AI"
    }

    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        let g = v.game;
        let to_goal = g.spot.to_goal();
        let to_go = g.to_go();
        let margin = g.margin(v.me);
        let q4 = g.clock.period.0 >= 4;
        let secs = g.seconds_left_in_game();
        let late = q4 && secs <= 150;
        let trailing_late = late && margin < 0 || (g.clock.period.0 == 2 && g.seconds_left_in_half() <= 120);
        let display = v.keep_offense.unwrap_or(v.base_offense);
        // Leading at the end of the game: kneel (the Flop) the clock out, on any down, once the
        // Flops' 45 seconds each (or 10 after a time-out) end the game — never a field goal that
        // a PN 48 turns into the defense's touchdown (8.6), nor a punt that gives the ball back.
        let opp_timeouts = g.timeouts[v.me.other()];
        if q4 && margin > 0 && (secs <= v.ed.timing.timeout as u32 || opp_timeouts == 0 && Self::flops_run_out(v)) {
            let call = OffenseCall::new(OffPlay::InsideLeft, OffBox::QB).with(OffStrategy::Flop);
            return OffenseChoice::Play { display, call };
        }
        // Tied late, the Two-Minute Offense too (9.4.1: no cost but its clock).
        let tied_late = late && margin == 0;
        let two_minute = v.final_minutes && (trailing_late || tied_late);
        // The last chance to kick: a play from scrimmage would use the time left (10 s with the
        // Two-Minute Offense or a time-out, else the Timing Chart's 20-second minimum).
        let last_chance = if two_minute || g.timeouts[v.me] > 0 { v.ed.timing.timeout } else { v.ed.timing.run.min } as u32;
        // Fourth down: kick or go.
        if g.down() == Down::Fourth {
            let fg = Self::fg_chance(v);
            let must_go = q4 && margin < 0 && (secs < 240 || margin < -8 && secs < 480)
                // Two scores down in the second half: fourth and short between the own 40 and
                // field-goal range is a down to play.
                || (g.clock.period.0 >= 3 && margin <= -9 && to_go <= 4 && g.spot.yards() >= 40 && to_goal > 35);
            // Down 9-11 with time for another possession: the field goal makes it a one-score game.
            let fg_one_score = g.field_goal_makes_one_score(v.me) && fg >= 0.5 && to_goal <= 42;
            // Fourth and short beyond midfield, or fourth and goal at the 1 or 2, is played, not
            // kicked (NFL 2024: 2 of 1,097 field-goal attempts were shorter than 20 yards).
            let short = (to_go <= 1 && g.spot.yards() > 45 || to_go <= 2 && g.spot.yards() >= 50 && to_goal > 30) && to_goal > 3 || to_goal <= 2;
            let fg_wins = q4 && (-3..=0).contains(&margin);
            if (!(must_go && !(fg_wins && fg > 0.4)) || fg_one_score) && (!short || fg_wins) {
                // Coaches send their kicker from up to 59 yards when he is in range (NFL 2024: 1.3%
                // of the attempts were from 60 or more, most of them at the end of a half).
                if fg >= 0.35 && to_goal <= 42 {
                    if v.opts.fake_kicks && to_go <= 3 && rng.below(100) < 3 {
                        return OffenseChoice::FieldGoal { fake: true };
                    }
                    return OffenseChoice::FieldGoal { fake: false };
                }
                if v.opts.fake_kicks && to_go <= 3 && (35..=60).contains(&g.spot.yards()) && rng.below(100) < 4 {
                    return OffenseChoice::Punt { coffin: None, fake: true };
                }
                // From the opponent's 50 in, a plain punt lands inside the 6 or in the end zone:
                // a touchback (8.5.6); the coffin corner keeps it in play.
                let coffin = if to_goal <= 50 { Some(((50 - to_goal) + 10).clamp(10, 25) as u8) } else { None };
                return OffenseChoice::Punt { coffin, fake: false };
            }
        }
        // Tied or down by three or less at the end: kick the winning or tying field goal rather
        // than risk the ball, on any down, once in comfortable range.
        if q4 && (-3..=0).contains(&margin) && secs <= 40 && Self::fg_chance(v) >= 0.6 {
            return OffenseChoice::FieldGoal { fake: false };
        }
        // The end of a half in field-goal range.
        if (g.clock.period.0 == 2 || q4) && g.seconds_left_in_half() <= last_chance && Self::fg_chance(v) >= 0.3 && (margin >= -3 || g.clock.period.0 == 2) {
            return OffenseChoice::FieldGoal { fake: false };
        }
        let pass_p: u32 = if trailing_late {
            85
        } else if q4 && margin > 7 && secs < 420 {
            25
        } else if q4 && margin > 0 && secs <= 300 && !(g.down() == Down::Third && to_go >= 5) {
            // Ahead in the last five minutes: run and keep the clock moving.
            30
        } else if (q4 && margin > 8) || (g.clock.period.0 == 3 && margin > 16) {
            // A comfortable lead: run the ball and the clock.
            30
        } else if q4 && margin < -8 {
            75
        } else {
            match (g.down(), to_go) {
                (Down::First, _) => 45,
                (Down::Second, t) if t >= 8 => 60,
                (Down::Second, t) if t <= 3 => 32,
                (Down::Second, _) => 48,
                (Down::Third | Down::Fourth, t) if t >= 5 => 88,
                (Down::Third | Down::Fourth, t) if t <= 2 => 35,
                _ => 70,
            }
        };
        // The real team's lean toward the pass or the run, except when the clock decides.
        let pass_p = match v.team.tendencies {
            Some(t) if !trailing_late && t.pass_lean != 0.0 => Tendencies::lean_percent(pass_p, t.pass_lean),
            _ => pass_p,
        };
        let mut display = display;
        let mut call = if rng.below(100) < pass_p {
            // With the cards' usage guide, targets shared as the real team shared them.
            let rec = match usage_target(v, display, rng) {
                Some((d, b)) => {
                    display = d;
                    Some(b)
                }
                None => Self::receiver(v, &display, rng),
            };
            let Some(rec) = rec else {
                return OffenseChoice::Play { display, call: OffenseCall::new(OffPlay::InsideLeft, Self::carrier(v, &display)) };
            };
            let long_ok = to_goal >= 20;
            let kind = if to_go >= 12 && long_ok {
                pick_weighted(rng, &[(OffPlay::Short, 50), (OffPlay::Long, 30), (OffPlay::Quick, 15), (OffPlay::Screen, 5)])
            } else if to_go <= 4 {
                pick_weighted(rng, &[(OffPlay::Quick, 50), (OffPlay::Short, 45), (OffPlay::Screen, 5)])
            } else if long_ok {
                pick_weighted(rng, &[(OffPlay::Short, 50), (OffPlay::Quick, 22), (OffPlay::Long, 20), (OffPlay::Screen, 8)])
            } else {
                pick_weighted(rng, &[(OffPlay::Short, 65), (OffPlay::Quick, 30), (OffPlay::Screen, 5)])
            };
            // The Screen's field limit (7.1.1, E-5): not inside the own 5 (or the opponent's).
            let screen_ok = if v.opts.screen_opponent_five { to_goal >= 5 } else { g.spot.yards() >= 5 };
            // Solitaire: no two Screens or Quicks in succession (S3).
            let kind = if v.opts.solitaire && Some(kind) == v.last_play && matches!(kind, OffPlay::Screen | OffPlay::Quick) { OffPlay::Short } else { kind };
            if kind == OffPlay::Screen && screen_ok {
                let back = Self::carrier(v, &display);
                if back.is_back() {
                    OffenseCall::new(OffPlay::Screen, back)
                } else {
                    OffenseCall::new(OffPlay::Short, rec)
                }
            } else {
                let kind = if kind == OffPlay::Screen { OffPlay::Short } else { kind };
                let mut c = OffenseCall::new(kind, rec);
                if matches!(kind, OffPlay::Short | OffPlay::Long) && g.down() == Down::First && rng.below(100) < 15 {
                    c.strategy = OffStrategy::PlayAction;
                }
                if v.opts.extra_blocking && kind == OffPlay::Long {
                    let spare = OffBox::BACKS.iter().copied().find(|b| *b != rec && display.get(*b).is_some());
                    c.extra_blockers[0] = spare;
                }
                c
            }
        } else {
            let carrier = match usage_carrier(v, display, rng) {
                Some((d, b)) => {
                    display = d;
                    b
                }
                None => Self::carrier(v, &display),
            };
            if to_go <= 1 && rng.below(100) < 30 {
                OffenseCall::new(OffPlay::InsideRight, OffBox::QB).with(OffStrategy::Sneak)
            } else {
                let play = pick_weighted(rng, &[(OffPlay::InsideLeft, 30), (OffPlay::InsideRight, 30), (OffPlay::SweepLeft, 20), (OffPlay::SweepRight, 20)]);
                let mut c = OffenseCall::new(play, carrier);
                if play.is_inside() && g.down() != Down::First && to_go >= 6 && rng.below(100) < 30 {
                    c.strategy = OffStrategy::Draw;
                }
                // The odd End Around to a receiver who can run.
                if rng.below(100) < 2 {
                    if let Some(b) = [OffBox::FL1, OffBox::LE, OffBox::RE].iter().copied().find(|b| {
                        display.get(*b).is_some_and(|p| {
                            let pl = v.team.player(p);
                            matches!(pl.group(), Group::WR | Group::TE) && pl.rushing.is_some() && !v.ctx.er_used.contains(p) && !v.ctx.tired.contains(p)
                        })
                    }) {
                        c = OffenseCall::new(OffPlay::EndAround, b);
                    }
                }
                c
            }
        };
        call.two_minute = two_minute;
        call.no_huddle = trailing_late && g.seconds_left_in_half() <= 150;
        OffenseChoice::Play { display, call }
    }

    fn defense(&mut self, v: &View, offense: &OffenseDisplay, kick: Option<Announced>, rng: &mut dyn Randomness) -> DefenseChoice {
        let g = v.game;
        let display = v.keep_defense.unwrap_or(v.base_defense);
        if kick.is_some() {
            return DefenseChoice { display, call: DefenseCall::new(DefPlay::Pass) };
        }
        let to_go = g.to_go();
        let pass_down = matches!(g.down(), Down::Third | Down::Fourth) && to_go >= 6 || (g.down() == Down::Second && to_go >= 9);
        let run_down = to_go <= 2;
        // Ahead late, the defense gives up the short pass, not the long one: any lead in the last
        // two minutes, a two-score lead (9-16) from 8:00 left (as the TTF computer does).
        let late_lead = g.soft_lead(v.me);
        let play = if late_lead && g.spot.to_goal() > 25 {
            pick_weighted(rng, &[(DefPlay::Prevent, 60), (DefPlay::Pass, 40)])
        } else if pass_down {
            pick_weighted(rng, &[(DefPlay::Pass, 70), (DefPlay::Blitz, 15), (DefPlay::RunNoKey, 15)])
        } else if run_down {
            pick_weighted(rng, &[(DefPlay::RunNoKey, 35), (DefPlay::RunKey(OffBox::BK1), 40), (DefPlay::Pass, 20), (DefPlay::Blitz, 5)])
        } else {
            pick_weighted(rng, &[(DefPlay::RunNoKey, 25), (DefPlay::RunKey(OffBox::BK1), 20), (DefPlay::Pass, 45), (DefPlay::Blitz, 10)])
        };
        // Key the best back of the formation the offense shows.
        let play = if let DefPlay::RunKey(_) = play {
            let best = OffBox::BACKS.iter().copied().filter(|b| offense.get(*b).is_some()).max_by(|a, b| avg_rush(v.opp, offense.get(*a).unwrap()).partial_cmp(&avg_rush(v.opp, offense.get(*b).unwrap())).unwrap());
            best.map(DefPlay::RunKey).unwrap_or(DefPlay::RunNoKey)
        } else {
            play
        };
        let mut call = DefenseCall::new(play);
        if play == DefPlay::Blitz {
            let lbs = display.players().filter(|(b, p)| b.row() == 2 && v.team.player(*p).group() == Group::LB).map(|(_, p)| p);
            let n = if rng.below(100) < 20 { 3 } else { 2 };
            for (i, p) in lbs.take(n).enumerate() {
                call.blitzers[i] = Some(p);
            }
            if call.blitzers[0].is_none() {
                call = DefenseCall::new(DefPlay::Pass);
            }
        }
        // A Big Play now and then on a key down.
        let big = v.ctx.big_plays_left > 0 && !v.ctx.big_play_this_possession && (pass_down || run_down) && rng.below(100) < 12;
        if big {
            call.strategy = DefStrategy::BigPlay;
        } else if matches!(call.play, DefPlay::Pass | DefPlay::Prevent) && pass_down && rng.below(100) < 30 {
            // Double coverage on the best wide receiver when the formation allows it: a free
            // linebacker of Row 2 (G or I) or the back in box L helps.
            let (r2, r3) = (display.row_count(2), display.row_count(3));
            if (r2, r3) == (4, 4) || (r2, r3) == (3, 5) {
                let target = [OffBox::FL1, OffBox::RE, OffBox::LE].iter().copied().filter(|b| offense.get(*b).is_some_and(|p| v.opp.player(p).group() == Group::WR)).max_by(|a, b| avg_gain(v.opp, offense.get(*a).unwrap()).partial_cmp(&avg_gain(v.opp, offense.get(*b).unwrap())).unwrap());
                let helper = [DefBox::L, DefBox::G, DefBox::I].iter().find_map(|b| display.in_box(*b).next());
                if let (Some(t), Some(h)) = (target, helper) {
                    call.strategy = DefStrategy::Coverage([Some(Coverage { receiver: t, kind: CoverKind::Double, helpers: [Some(h), None] }), None, None]);
                }
            }
        }
        DefenseChoice { display, call }
    }

    fn kickoff(&mut self, v: &View, _rng: &mut dyn Randomness) -> KickoffKind {
        let g = v.game;
        let m = g.margin(v.me);
        if g.clock.period.0 >= 4 && (-16..0).contains(&m) && g.seconds_left_in_game() <= 150 {
            KickoffKind::Onside
        } else if v.opts.squib && g.seconds_left_in_half() <= 20 && (m > 0 || g.clock.period.0 == 2) {
            KickoffKind::Squib
        } else {
            KickoffKind::Normal
        }
    }

    fn onside_defense(&mut self, v: &View, _rng: &mut dyn Randomness) -> bool {
        let g = v.game;
        let m = g.margin(v.me);
        v.opts.onside_defense && g.clock.period.0 >= 4 && m > 0 && m <= 16 && g.seconds_left_in_game() <= 150
    }

    fn punt_defense(&mut self, v: &View, rng: &mut dyn Randomness) -> PuntDefense {
        let g = v.game;
        let trailing = g.clock.period.0 >= 4 && g.margin(v.me) < 0 && g.seconds_left_in_game() <= 300;
        // The kicking team's frame: g.spot is its line of scrimmage.
        let all_out = trailing && g.spot.yards() <= 40 || g.spot.yards() <= 10 && rng.below(100) < 15;
        let suspect = v.opts.fake_kicks && !all_out && g.to_go() <= 4 && (35..=65).contains(&g.spot.yards()) && rng.below(100) < 10;
        PuntDefense { all_out_rush: all_out, suspect_fake: suspect }
    }

    fn suspect_fake_fg(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        v.opts.fake_kicks && v.game.to_go() <= 3 && rng.below(100) < 8
    }

    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        Alternative::prefer(v.game.possession == v.me, play, penalty)
    }

    fn play_time(&mut self, v: &View, min: u16, max: u16, stops: bool) -> u16 {
        let g = v.game;
        let margin = g.margin(v.me);
        let q4 = g.clock.period.0 >= 4;
        let half_end = g.clock.period.0 == 2 && g.seconds_left_in_half() <= 240;
        if (q4 && margin < 0) || half_end || (q4 && margin == 0 && g.seconds_left_in_game() <= 300) {
            min
        } else if q4 && margin > 0 {
            max
        } else {
            // An ordinary pace: a play and its huddle take about 35 seconds; after a play that
            // would stop a real clock, the huddle's time alone.
            (if stops { ORDINARY_STOPPED } else { ORDINARY_PACE }).clamp(min, max)
        }
    }

    fn timeout(&mut self, v: &View) -> bool {
        let g = v.game;
        if g.timeouts[v.me] == 0 {
            return false;
        }
        // "Play with TimeOut" takes 10 s (9.2): a play that takes no more saves nothing.
        if v.play_seconds.is_some_and(|s| s <= v.ed.timing.timeout) {
            return false;
        }
        let late = (g.clock.period.0 == 2 || g.clock.period.0 >= 4) && g.seconds_left_in_half() <= 150 && g.seconds_left_in_half() > 10;
        if !late {
            return false;
        }
        let m = g.margin(v.me);
        let offense = g.possession == v.me;
        if offense {
            m <= 0 || g.clock.period.0 == 2
        } else {
            (-16..0).contains(&m) && g.clock.period.0 >= 4
        }
    }
}
