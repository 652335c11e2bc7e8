//! Coaches of a Bones game: one trait for the computer, a script in tests, or a human at the
//! terminal; and the computer coach (`AiCoach`). The seed's solo rules are a separate booklet
//! that is not in the seed (§2): the computer's play calling is this project's own.

use crate::call::{check_defense, check_offense, CallContext, Cover, DefPlay, DefenseCall, OffPlay, OffStrategy, OffenseCall, RunKey, Sector};
use crate::display::backs;
use crate::options::Options;
use crate::tables::Tables;
use crate::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
use huddle_cards::bones::BonesCard;
use huddle_cards::{DefBox, Group, OffBox, Team, Tendencies};
use huddle_core::{pick_weighted, pick_weighted_from, Down, GameState, Randomness, Side};

/// What the offense does on a down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OffenseChoice {
    /// A play from scrimmage; `throw_on_run`: the call's intention (`tor`) to throw on the run
    /// if a Pass Rush gives the quarterback the RUN result (§11.2). The decision itself is
    /// [`Coach::throw_on_run`]'s, asked then; this is its default answer.
    Play { display: OffenseDisplay, call: OffenseCall, throw_on_run: bool },
    /// A punt, with a Coffin Corner deduction (10-25 yards) or a fake (§14).
    Punt { coffin: Option<u8>, fake: bool },
    FieldGoal,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DefenseChoice {
    pub display: DefenseDisplay,
    pub call: DefenseCall,
}

/// Kickoffs (§15).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KickoffKind {
    Normal,
    Onside,
    Squib,
}

/// A penalty option, in the offense's frame (shared by the card systems).
pub use huddle_core::Alternative;

/// What a coach sees.
pub struct View<'a> {
    pub game: &'a GameState,
    pub me: Side,
    pub team: &'a Team,
    pub opp: &'a Team,
    pub t: &'a Tables,
    pub opts: &'a Options,
    /// My players who may play.
    pub healthy: PidSet,
    pub base_offense: OffenseDisplay,
    pub base_defense: DefenseDisplay,
    /// The checks' context for my offense this down (the resting ballhandlers).
    pub ctx: CallContext,
    /// The game's weather (M23).
    pub weather: &'a crate::tables::WeatherCond,
    /// On defense, on a play from scrimmage: the offense's quarterback stands in the Shotgun, as
    /// the display shows it (§12.5: "moved to the 'Shotgun' position before the defense
    /// completes shifting players"). False otherwise.
    pub shotgun: bool,
}

pub trait Coach {
    fn name(&self) -> &str;
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice;
    /// The defense, after the offense said "set" (§4 step 3: the offense selects first).
    fn defense(&mut self, v: &View, offense: &OffenseDisplay, punt: bool, rng: &mut dyn Randomness) -> DefenseChoice;
    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind;
    /// The Onside Kick Defense (§15.3).
    fn onside_defense(&mut self, v: &View) -> bool;
    /// The All-Out Punt Rush (§14.3).
    fn punt_rush(&mut self, v: &View) -> bool;
    /// The offended side: take the penalty (true) or the play.
    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool;
    /// A time-out right after the play.
    fn timeout(&mut self, v: &View) -> bool;
    /// The No-Huddle / Hurry-Up for the next play (§4 step 8).
    fn hurry(&mut self, v: &View) -> bool;
    /// After a touchdown: go for two (a scrimmage play from the 2) rather than kick.
    fn go_for_two(&mut self, v: &View) -> bool;
    /// The two-point play.
    fn two_point(&mut self, v: &View, rng: &mut dyn Randomness) -> (OffenseDisplay, OffenseCall);
    fn call_heads(&mut self, _v: &View, rng: &mut dyn Randomness) -> bool {
        rng.below(2) == 0
    }
    fn receive(&mut self, _v: &View) -> bool {
        true
    }
    /// The receivers of a punt (not a Coffin Corner) landing `landed` yards from their goal
    /// line, 5 or less: let it go into the end zone for a touchback (true) or return it
    /// normally (§14.1 step 7, A35). By default the touchback: the 20 beats a return from there.
    fn let_punt_bounce(&mut self, _v: &View, _landed: i16) -> bool {
        true
    }
    /// The receivers of a kickoff out of bounds: have it kicked again (true) or take the ball at
    /// their 40 (§15.1). By default the 40.
    fn rekick(&mut self, _v: &View) -> bool {
        false
    }
    /// On defense, after the offense's foul before the snap in the last minute of a half, the
    /// clock running: run 10 seconds off the clock (true) or not (the NFL's 2013 10-second
    /// runoff, p.12's reconstruction; the offense may still call a time-out instead). By default
    /// yes, unless behind at the end of the game (the defense wants the time).
    fn runoff(&mut self, v: &View) -> bool {
        !(v.game.clock.period.0 >= 4 && v.game.margin(v.me) < 0)
    }
    /// A Pass Rush has given my quarterback the RUN result (§11.2): throw on the run (true; the
    /// patterns shorten a level) or run with the ball. Asked at that moment, "before rolling the
    /// next FAD" (L220), with the defense's call revealed; `called` is what my call said (`tor`).
    /// By default that.
    fn throw_on_run(&mut self, _v: &View, _call: &OffenseCall, _defense: &DefenseChoice, called: bool, _rng: &mut dyn Randomness) -> bool {
        called
    }
}

/// The share of a quarterback's real carries that were designed runs (the rest were scrambles,
/// which the Pass Rush gives him, and kneel-downs): the weight the coach gives his carries.
const QB_DESIGNED_RUNS: f32 = 0.5;

fn bones(team: &Team, p: Pid) -> &BonesCard {
    team.player(p).bones.as_deref().expect("validated")
}

/// Mean yards of a player's rushing column.
pub fn rush_mean(team: &Team, p: Pid) -> f32 {
    bones(team, p).rush.map_or(0.0, |c| c.mean_yards())
}

/// The computer coach.
#[derive(Clone, Debug, Default)]
pub struct AiCoach;

impl AiCoach {
    fn callable(v: &View, p: Pid) -> bool {
        v.healthy.contains(p) && !v.ctx.resting.contains(&Some(p))
    }

    /// A ball carrier by the usage guide among all my healthy backs (the quarterback at half
    /// weight: his real carries include scrambles and kneel-downs), subbed into the display's
    /// back box when he is not on it (`d` changes); without a guide, the best back on the
    /// display.
    fn carrier(v: &View, d: &mut OffenseDisplay, rng: &mut dyn Randomness) -> Option<OffBox> {
        let team = v.team;
        let qb = d.get(OffBox::QB);
        let runs = |p: Pid| team.player(p).bones.as_deref().is_some_and(|b| b.rush.is_some());
        let on = |d: &OffenseDisplay| backs(d, team).filter(|(_, p)| Self::callable(v, *p) && runs(*p));
        // A back from the bench comes into the first back box of the display.
        let slot = backs(d, team).next().map(|x| x.0);
        let shown = *d;
        let cands = || {
            (0..team.players.len() as Pid).filter_map(move |p| {
                let u = team.player(p).usage.filter(|_| Self::callable(v, p) && runs(p))?;
                let w = match team.player(p).group() {
                    Group::RB if on(&shown).any(|x| x.1 == p) || (slot.is_some() && shown.box_of(p).is_none()) => u.carries,
                    Group::QB if Some(p) == qb => u.carries * QB_DESIGNED_RUNS,
                    _ => 0.0,
                };
                (w > 0.05).then_some((p, (w * 100.0) as u32))
            })
        };
        if let Some(p) = pick_weighted_from(rng, cands) {
            if Some(p) == qb {
                return Some(OffBox::QB);
            }
            if let Some(b) = d.box_of(p) {
                return Some(b);
            }
            let b = slot?;
            d.set(b, Some(p));
            return Some(b);
        }
        on(d).max_by(|a, b| rush_mean(team, a.1).total_cmp(&rush_mean(team, b.1))).map(|x| x.0)
    }

    /// A receiver by the usage guide (season targets), else by position.
    fn receiver(v: &View, d: &OffenseDisplay, rng: &mut dyn Randomness) -> Option<OffBox> {
        let team = v.team;
        let boxes = [OffBox::LE, OffBox::LTE, OffBox::RE, OffBox::RTE, OffBox::FL1, OffBox::FL2, OffBox::BK1, OffBox::BK2];
        pick_weighted_from(rng, || {
            boxes.iter().filter_map(|b| d.get(*b).map(|p| (*b, p))).filter(|(_, p)| Self::callable(v, *p)).map(|(b, p)| {
                let pl = team.player(p);
                let w = match pl.usage {
                    Some(u) => (u.targets * pl.games.max(1) as f32 * 10.0) as u32 + 1,
                    None => match pl.group() {
                        Group::WR => 100,
                        Group::TE => 60,
                        _ => 30,
                    },
                };
                (b, w)
            })
        })
    }

    fn fg_chance(v: &View) -> f32 {
        let dist = v.game.spot.to_goal() + v.t.fg.offset as i16;
        if dist > v.t.fg.max as i16 {
            return 0.0;
        }
        let k = v.team.players.iter().enumerate().find(|(i, p)| v.healthy.contains(*i as Pid) && p.bones.as_deref().is_some_and(|b| b.kicking.is_some()));
        k.map_or(0.0, |(_, p)| (crate::game::fg_good(p.bones.as_deref().and_then(|b| b.kicking.as_ref()), dist as u8, v.t.fg.beyond_per_yard) as i16 + v.weather.fg as i16).clamp(0, 100) as f32 / 100.0)
    }
}

impl Coach for AiCoach {
    fn name(&self) -> &str {
        "computer"
    }

    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        let g = v.game;
        let to_goal = g.spot.to_goal();
        let to_go = g.to_go();
        let margin = g.margin(v.me);
        let q4 = g.clock.period.0 >= 4;
        let secs = g.seconds_left_in_game();
        let trailing_late = (q4 && margin < 0 && secs <= 150) || (g.clock.period.0 == 2 && g.seconds_left_in_half() <= 120);
        let display = v.base_offense;
        let qb_call = |s: OffStrategy| OffenseChoice::Play { display, call: OffenseCall::new(OffPlay::IL, OffBox::QB).with(s), throw_on_run: false };
        // Ahead at the end: the Flop runs the clock out.
        if q4 && margin > 0 && secs <= 40 * (5 - g.down().number() as u32) && g.timeouts[v.me.other()] == 0 {
            return qb_call(OffStrategy::Flop);
        }
        if g.down() == Down::Fourth {
            let fg = Self::fg_chance(v);
            let must_go = q4 && margin < 0 && (secs < 240 || margin < -8 && secs < 480)
                // Two scores down in the second half: fourth and short between the own 40 and
                // field-goal range is a down to play.
                || (g.clock.period.0 >= 3 && margin <= -9 && to_go <= 4 && g.spot.yards() >= 40 && to_goal > 35);
            // Down 9-11 with time for another possession: the field goal makes it a one-score game.
            let fg_one_score = g.field_goal_makes_one_score(v.me) && fg >= 0.5;
            // Fourth and goal at the 1 or 2 is played, as NFL teams do (a kick from there is
            // 0.2% of their field goals).
            let short = to_go <= 1 && g.spot.yards() > 45 && to_goal > 3 || to_goal <= 2;
            let fg_wins = q4 && (-3..=0).contains(&margin);
            if (!(must_go && !(fg_wins && fg > 0.4)) || fg_one_score) && (!short || fg_wins) {
                if fg >= 0.4 {
                    return OffenseChoice::FieldGoal;
                }
                let coffin = if to_goal <= 50 { Some(((55 - to_goal) + 5).clamp(v.t.c.coffin_min as i16, v.t.c.coffin_max as i16) as u8) } else { None };
                let fake = to_go <= 3 && (35..=60).contains(&g.spot.yards()) && rng.below(100) < 2;
                return OffenseChoice::Punt { coffin, fake };
            }
        }
        // Tied or down by three or less at the end: kick the winning or tying field goal rather
        // than risk the ball, on any down, once in comfortable range.
        if q4 && (-3..=0).contains(&margin) && secs <= 40 && Self::fg_chance(v) >= 0.6 {
            return OffenseChoice::FieldGoal;
        }
        if (g.clock.period.0 == 2 || q4) && g.seconds_left_in_half() <= 10 && Self::fg_chance(v) >= 0.3 && (margin >= -3 || g.clock.period.0 == 2) {
            return OffenseChoice::FieldGoal;
        }
        if to_go <= 1 && to_goal <= 2 && rng.below(100) < 25 {
            return qb_call(OffStrategy::Sneak);
        }
        let pass_p: u32 = if trailing_late {
            85
        } else if q4 && margin > 7 && secs < 420 {
            25
        } else if (q4 && margin > 0 && secs <= 300 && !(g.down() == Down::Third && to_go >= 5)) || (q4 && margin > 8) || (g.clock.period.0 == 3 && margin > 16) {
            // Ahead late, or comfortably: run and keep the clock moving.
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
        let pass_p = match v.team.tendencies {
            Some(t) if !trailing_late && t.pass_lean != 0.0 => Tendencies::lean_percent(pass_p, t.pass_lean),
            _ => pass_p,
        };
        let mut tries = 0;
        loop {
            tries += 1;
            let mut display = display;
            let choice = if rng.below(100) < pass_p {
                let kind = if to_go >= 12 && to_goal > 20 {
                    pick_weighted(rng, &[(OffPlay::SH, 62), (OffPlay::LG, 15), (OffPlay::QK, 18), (OffPlay::SC, 5)])
                } else if to_go <= 4 {
                    pick_weighted(rng, &[(OffPlay::QK, 50), (OffPlay::SH, 40), (OffPlay::SC, 5), (OffPlay::WP, 5)])
                } else if to_goal > 20 {
                    pick_weighted(rng, &[(OffPlay::SH, 58), (OffPlay::QK, 24), (OffPlay::LG, 8), (OffPlay::SC, 6), (OffPlay::WP, 4)])
                } else {
                    pick_weighted(rng, &[(OffPlay::SH, 60), (OffPlay::QK, 35), (OffPlay::SC, 5)])
                };
                let target = if matches!(kind, OffPlay::SC | OffPlay::WP) { Self::carrier(v, &mut display, rng).filter(|b| *b != OffBox::QB) } else { Self::receiver(v, &display, rng) };
                target.map(|t| {
                    let mut c = OffenseCall::new(kind, t);
                    if matches!(kind, OffPlay::SH | OffPlay::LG) && g.down() == Down::First && rng.below(100) < 15 {
                        c.strategy = OffStrategy::PlayAction;
                    }
                    c
                })
            } else {
                let carrier = Self::carrier(v, &mut display, rng);
                carrier.map(|b| {
                    let play = pick_weighted(rng, &[(OffPlay::IL, 24), (OffPlay::IR, 24), (OffPlay::SL, 15), (OffPlay::SR, 15), (OffPlay::CL, 5), (OffPlay::CR, 5), (OffPlay::PL, 6), (OffPlay::PR, 6)]);
                    let play = if b == OffBox::QB && matches!(play, OffPlay::PL | OffPlay::PR) { OffPlay::IL } else { play };
                    let mut c = OffenseCall::new(play, b);
                    if matches!(play, OffPlay::IL | OffPlay::IR) && g.down() != Down::First && to_go >= 6 && rng.below(100) < 30 {
                        c.strategy = OffStrategy::Draw;
                    }
                    c
                })
            };
            if let Some(call) = choice {
                if check_offense(&call, &display, v.team, &v.ctx, v.t).is_ok() {
                    // Throwing on the run is decided when the rush flushes the quarterback
                    // (`throw_on_run` below), not with the call.
                    return OffenseChoice::Play { display, call, throw_on_run: false };
                }
            }
            if tries > 20 {
                return qb_call(OffStrategy::Sneak);
            }
        }
    }

    fn defense(&mut self, v: &View, offense: &OffenseDisplay, punt: bool, rng: &mut dyn Randomness) -> DefenseChoice {
        let g = v.game;
        let display = v.base_defense;
        if punt {
            return DefenseChoice { display, call: DefenseCall::new(DefPlay::Pass) };
        }
        let to_go = g.to_go();
        // The Shotgun goes with passes only (§12.5): the defense that sees it plays the pass.
        let pass_down = v.shotgun || matches!(g.down(), Down::Third | Down::Fourth) && to_go >= 6 || (g.down() == Down::Second && to_go >= 9);
        let run_down = to_go <= 2;
        // Ahead late, the defense gives up the short pass, not the long one: any lead in the last
        // two minutes, a two-score lead (9-16) from 8:00 left (the TTF computer's).
        let late_lead = g.soft_lead(v.me);
        let best_back = backs(offense, v.opp).max_by(|a, b| rush_mean(v.opp, a.1).total_cmp(&rush_mean(v.opp, b.1))).map(|x| x.1);
        let key = best_back.map(RunKey::Back).unwrap_or(RunKey::NoKey);
        let play = if late_lead && g.spot.to_goal() > 25 {
            pick_weighted(rng, &[(DefPlay::Prevent, 60), (DefPlay::Pass, 40)])
        } else if pass_down {
            pick_weighted(rng, &[(DefPlay::Pass, 62), (DefPlay::Blitz, 15), (DefPlay::Run(RunKey::NoKey), 13), (DefPlay::Zone(Sector::Center), 10)])
        } else if run_down {
            pick_weighted(rng, &[(DefPlay::Run(RunKey::NoKey), 35), (DefPlay::Run(key), 40), (DefPlay::Pass, 20), (DefPlay::Blitz, 5)])
        } else {
            pick_weighted(rng, &[(DefPlay::Run(RunKey::NoKey), 25), (DefPlay::Run(key), 20), (DefPlay::Pass, 42), (DefPlay::Blitz, 8), (DefPlay::Zone(Sector::Center), 5)])
        };
        let mut call = DefenseCall::new(play);
        if play == DefPlay::Blitz {
            let cands = display.players().filter(|(b, p)| b.row() == 2 && v.team.player(*p).group() == Group::LB).map(|(_, p)| p);
            let n = if rng.below(100) < 20 { 3 } else { 2 };
            for (i, p) in cands.take(n).enumerate() {
                call.blitzers[i] = Some(p);
            }
            if call.blitz_count() < 2 {
                call = DefenseCall::new(DefPlay::Pass);
            }
        }
        if call.play == DefPlay::Pass && pass_down && rng.below(100) < 25 {
            // Double coverage on the best wide receiver when Rows 2 and 3 allow it (§13.1: 4-4,
            // 3-5 or 2-6; asked first, the check's refusal is not built to be thrown away).
            let rows_allow = matches!((display.row_count(2), display.row_count(3)), (4, 4) | (3, 5) | (2, 6));
            let helper = if !rows_allow { None } else { [DefBox::L, DefBox::K, DefBox::M, DefBox::N, DefBox::O].iter().flat_map(|b| display.in_box(*b)).find(|p| v.team.player(*p).group() == Group::DB && v.t.covers(OffBox::FL1) != display.box_of(*p))
            };
            if let Some(h) = helper {
                call.coverage[0] = Some(Cover { receiver: OffBox::FL1, helpers: [Some(h), None] });
                if check_defense(&call, &display, v.team, offense, v.t).is_err() {
                    call.coverage[0] = None;
                }
            }
        }
        if check_defense(&call, &display, v.team, offense, v.t).is_err() {
            call = DefenseCall::new(DefPlay::Pass);
        }
        DefenseChoice { display, call }
    }

    fn kickoff(&mut self, v: &View, _rng: &mut dyn Randomness) -> KickoffKind {
        let g = v.game;
        let m = g.margin(v.me);
        if g.clock.period.0 >= 4 && (-16..0).contains(&m) && g.seconds_left_in_game() <= 150 {
            KickoffKind::Onside
        } else if g.seconds_left_in_half() <= 20 && (m > 0 || g.clock.period.0 == 2) {
            KickoffKind::Squib
        } else {
            KickoffKind::Normal
        }
    }

    fn onside_defense(&mut self, v: &View) -> bool {
        let g = v.game;
        let m = g.margin(v.me);
        g.clock.period.0 >= 4 && m > 0 && m <= 16 && g.seconds_left_in_game() <= 150
    }

    fn punt_rush(&mut self, v: &View) -> bool {
        let g = v.game;
        // The kicking team's frame: g.spot is its line of scrimmage.
        g.clock.period.0 >= 4 && g.margin(v.me) < 0 && g.seconds_left_in_game() <= 300 && g.spot.yards() <= 40
    }

    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        Alternative::prefer(v.game.possession == v.me, play, penalty)
    }

    fn timeout(&mut self, v: &View) -> bool {
        let g = v.game;
        if g.timeouts[v.me] == 0 {
            return false;
        }
        let late = (g.clock.period.0 == 2 || g.clock.period.0 >= 4) && g.seconds_left_in_half() <= 150 && g.seconds_left_in_half() > 5;
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

    fn hurry(&mut self, v: &View) -> bool {
        let g = v.game;
        let m = g.margin(v.me);
        (g.clock.period.0 >= 4 && m <= 0 && g.seconds_left_in_game() <= 240) || (g.clock.period.0 == 2 && g.seconds_left_in_half() <= 120)
    }

    fn go_for_two(&mut self, v: &View) -> bool {
        // The usual chart: after the touchdown, down 2, 5 or 10, or up 1 or 5, late.
        let g = v.game;
        let m = g.margin(v.me);
        g.clock.period.0 >= 4 && g.seconds_left_in_game() <= 600 && matches!(m, -2 | -5 | -10 | 1 | 5)
    }

    /// Flushed by the rush (§11.2): the situation decides, the die breaks the habit. Ahead late
    /// he keeps the ball and the clock running; behind late, or at the end of the first half, he
    /// looks for a receiver (an incompletion stops the clock); a run that likely makes the line
    /// to gain is taken; long yardage throws more than not; otherwise he mostly runs.
    fn throw_on_run(&mut self, v: &View, _call: &OffenseCall, _defense: &DefenseChoice, _called: bool, rng: &mut dyn Randomness) -> bool {
        let g = v.game;
        let margin = g.margin(v.me);
        let q4 = g.clock.period.0 >= 4;
        let secs = g.seconds_left_in_game();
        let to_go = g.to_go() as f32;
        let run_mean = v.base_offense.get(OffBox::QB).map_or(0.0, |qb| rush_mean(v.team, qb));
        let p = if q4 && margin > 0 && secs <= 300 {
            5
        } else if (q4 && margin < 0 && secs <= 150) || (g.clock.period.0 == 2 && g.seconds_left_in_half() <= 60) {
            80
        } else if to_go <= run_mean {
            15
        } else if to_go >= 8.0 {
            55
        } else {
            30
        };
        rng.below(100) < p
    }

    fn two_point(&mut self, v: &View, rng: &mut dyn Randomness) -> (OffenseDisplay, OffenseCall) {
        let mut d = v.base_offense;
        let call = if rng.below(100) < 55 {
            Self::receiver(v, &d, rng).map(|b| OffenseCall::new(OffPlay::QK, b))
        } else {
            Self::carrier(v, &mut d, rng).map(|b| OffenseCall::new(OffPlay::IL, b))
        };
        (d, call.unwrap_or(OffenseCall::new(OffPlay::IL, OffBox::QB).with(OffStrategy::Sneak)))
    }
}
