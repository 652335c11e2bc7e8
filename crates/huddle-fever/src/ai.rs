//! The computer coach: football sense for both sides of a Football Fever game.
//!
//! Defense: hides a die drawn from a mix that follows down and distance (Run on short yardage,
//! Pass and Blitz on long), Block against a declared kick. Offense: mixes run, draw, pass and
//! bomb by down and distance, throws the Option die most of the time (more when behind, less
//! when protecting a lead late), punts on 4th and long, kicks field goals in range, goes for it
//! on 4th and short in the opponent's half or when behind late, manages the clock with
//! time-outs and hurry-up when behind near the end of a half, onside-kicks when behind late.
//! Every random choice draws from the game's one randomness source.

use crate::coach::*;
use crate::dice::{DieKind, Face};
use crate::game::FeverData;
use huddle_core::{Phase, Randomness};

/// Expected points of a first-and-ten-like situation for the team with the ball, by field
/// position, down and distance (a simple linear model, enough to compare penalty options).
pub fn expected_points(spot: i16, down: u8, to_go: i16) -> f64 {
    -1.5 + 0.075 * spot as f64 - 0.35 * (down.saturating_sub(1)) as f64 - 0.04 * (to_go - 10).max(0) as f64
}

/// The value of a previewed state for `me`: the score margin plus the expected points of the
/// position.
pub fn value_of(p: &Preview, me: huddle_core::Side) -> f64 {
    let margin = p.score[me] as f64 - p.score[me.other()] as f64;
    if p.over {
        return margin * 10.0;
    }
    let pos = match p.phase {
        Phase::Scrimmage => {
            let ep = expected_points(p.spot, p.down, p.to_go);
            if p.possession == me {
                ep
            } else {
                -ep
            }
        }
        Phase::Kickoff { kicker, from, .. } => {
            // The receiver starts near its 25 after a kickoff from the 35; a kick from further
            // up the field is worse for it.
            let recv = expected_points((60 - from as i16).clamp(10, 60), 1, 10);
            if kicker == me {
                -recv
            } else {
                recv
            }
        }
        Phase::Try { team } => {
            if team == me {
                0.9
            } else {
                -0.9
            }
        }
        _ => 0.0,
    };
    margin + pos
}

/// The computer coach.
#[derive(Clone, Debug)]
pub struct AiCoach {
    /// Chance of a good field goal by the distance needed (index = yards needed), with the
    /// defense's Block die set.
    fg_good: [f64; 128],
    /// Average Option number (draws and returns) and average return-die yardage.
    option_mean: f64,
    kick_return_mean: f64,
    punt_return_mean: f64,
}

impl AiCoach {
    /// A coach that knows the dice it plays with.
    pub fn new(data: &FeverData) -> AiCoach {
        let fg = data.dice.faces(DieKind::FieldGoal);
        let block_survives = {
            let b = data.dice.faces(DieKind::BlockDefense);
            b.iter().filter(|f| **f != Face::Block).count() as f64 / b.len() as f64
        };
        let mut fg_good = [0.0; 128];
        for (need, p) in fg_good.iter_mut().enumerate() {
            let good = fg.iter().filter(|f| matches!(f, Face::Yards(n) if *n as usize >= need)).count();
            *p = good as f64 / fg.len() as f64 * block_survives;
        }
        let mean = |k: DieKind, f: &dyn Fn(Face) -> f64| {
            let faces = data.dice.faces(k);
            faces.iter().map(|x| f(*x)).sum::<f64>() / faces.len() as f64
        };
        let option_mean = mean(DieKind::Option, &|f| crate::resolve::option_number(f) as f64);
        let ret = |f: Face| f.yards().unwrap_or(0) as f64;
        AiCoach {
            fg_good,
            option_mean,
            kick_return_mean: mean(DieKind::KickReturn, &ret),
            punt_return_mean: mean(DieKind::PuntReturn, &ret),
        }
    }

    /// Chance of a good field goal from `spot` (offense frame).
    pub fn fg_chance(&self, spot: i16) -> f64 {
        let need = ((100 - spot) + 17).clamp(0, 127) as usize;
        self.fg_good[need]
    }

    fn trailing_late(sit: &Situation) -> bool {
        sit.margin() < 0 && sit.half_ending_period() && sit.left_in_game <= 240 && sit.period >= 4
    }

    fn leading_late(sit: &Situation) -> bool {
        sit.margin() > 0 && sit.period >= 4 && sit.left_in_game <= 300
    }

    /// The end of a half is near for the offense (two minutes or less).
    fn two_minute(sit: &Situation) -> bool {
        sit.half_ending_period() && sit.remaining <= 120
    }
}

fn pick<T: Copy>(rng: &mut dyn Randomness, weights: &[(T, u32)]) -> T {
    let total: u32 = weights.iter().map(|w| w.1).sum();
    let mut x = rng.below(total.max(1));
    for &(v, w) in weights {
        if x < w {
            return v;
        }
        x -= w;
    }
    weights[weights.len() - 1].0
}

impl Coach for AiCoach {
    fn call_coin(&mut self, _sit: &Situation, rng: &mut dyn Randomness) -> CoinSide {
        if rng.below(2) == 0 {
            CoinSide::Heads
        } else {
            CoinSide::Tails
        }
    }

    fn toss_choice(&mut self, _sit: &Situation, _q: TossQuestion) -> TossChoice {
        TossChoice::Receive
    }

    fn kickoff(&mut self, sit: &Situation, _rng: &mut dyn Randomness) -> KickoffCall {
        let onside = !sit.overtime && sit.period >= 4 && sit.left_in_game <= 180 && (-16..=-1).contains(&sit.margin());
        KickoffCall { onside, in_out: onside && sit.in_out_die }
    }

    fn receive(&mut self, sit: &Situation, l: &Landing) -> Reception {
        let in_out = sit.in_out_die;
        let ret = Reception::Return { in_out };
        match l.kind {
            LandingKind::Kick(KickKind::Kickoff) => {
                if l.options.touchback && l.at <= -3 {
                    Reception::Touchback
                } else {
                    ret
                }
            }
            LandingKind::Kick(KickKind::Punt) => {
                if l.options.touchback {
                    // A return from the goal line averages less than the 20.
                    if (self.punt_return_mean + self.option_mean) > 20.0 {
                        ret
                    } else {
                        Reception::Touchback
                    }
                } else if l.at <= 6 || (sit.margin() < 0 && sit.half_ending_period() && sit.remaining <= 120) {
                    // Too close to the goal line to risk being driven back, or no time to spare.
                    Reception::FairCatch
                } else {
                    ret
                }
            }
            LandingKind::Kick(KickKind::Onside) => Reception::TakeAtSpot,
            LandingKind::Kick(KickKind::MissedFieldGoal) => {
                if (l.at.max(0) as f64 + self.punt_return_mean + self.option_mean) > l.take_at as f64 + 3.0 {
                    ret
                } else {
                    Reception::TakeAtSpot
                }
            }
            LandingKind::Interception => {
                if l.options.touchback {
                    if self.kick_return_mean + self.option_mean > 22.0 {
                        ret
                    } else {
                        Reception::Touchback
                    }
                } else {
                    ret
                }
            }
            LandingKind::Recovery => {
                // Down it in the end zone unless that is a safety; protect a late lead.
                let down_it = if l.at <= 0 { !l.take_is_safety } else { Self::leading_late(sit) };
                if down_it {
                    Reception::TakeAtSpot
                } else {
                    ret
                }
            }
        }
    }

    fn declare(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> Declaration {
        if sit.hurry_up {
            return Declaration::Scrimmage;
        }
        let fg = self.fg_chance(sit.spot);
        let margin = sit.margin();
        // The last play of a half: kick if in range.
        if sit.half_ending_period() && sit.notches_left() <= 1 && fg >= 0.15 && (margin >= -3 || sit.period == 2) {
            return Declaration::FieldGoal;
        }
        if sit.down.number() < 4 {
            return Declaration::Scrimmage;
        }
        let late = sit.period >= 4 && sit.left_in_game <= 300;
        if late && margin < 0 {
            // Behind late: a field goal only if it ties or wins and is likely; else go for it.
            if margin >= -3 && fg >= 0.45 {
                return Declaration::FieldGoal;
            }
            return Declaration::Scrimmage;
        }
        if fg >= 0.40 && !(sit.to_go <= 1 && sit.spot >= 90) {
            return Declaration::FieldGoal;
        }
        let short = sit.to_go <= 1 || (sit.to_go <= 2 && sit.spot >= 50);
        if short && sit.spot >= 40 {
            return Declaration::Scrimmage;
        }
        if sit.to_go <= 3 && sit.spot >= 55 && rng.below(2) == 0 {
            return Declaration::Scrimmage;
        }
        Declaration::Punt
    }

    fn defense_die(&mut self, sit: &Situation, declared: Declaration, rng: &mut dyn Randomness) -> DefenseDie {
        use DefenseDie::*;
        match declared {
            Declaration::Punt | Declaration::FieldGoal => {
                return pick(rng, &[(Block, 92), (Run, 5), (Pass, 3)]);
            }
            Declaration::Try => {
                return if sit.college { pick(rng, &[(Block, 70), (Run, 15), (Pass, 15)]) } else { Block };
            }
            Declaration::Scrimmage => {}
        }
        let offense_behind_late = sit.margin() > 0 && sit.period >= 4 && sit.left_in_game <= 240;
        if offense_behind_late || (Self::two_minute(sit) && sit.margin() >= 0) {
            return pick(rng, &[(Pass, 50), (Blitz, 30), (Run, 20)]);
        }
        if sit.to_go <= 2 || sit.spot >= 95 {
            pick(rng, &[(Run, 55), (Blitz, 25), (Pass, 20)])
        } else if sit.to_go >= 8 {
            pick(rng, &[(Pass, 45), (Blitz, 30), (Run, 25)])
        } else {
            pick(rng, &[(Run, 40), (Pass, 35), (Blitz, 25)])
        }
    }

    fn offense_call(&mut self, sit: &Situation, declared: Declaration, rng: &mut dyn Randomness) -> OffenseCall {
        use Play::*;
        let in_out_ok = sit.in_out_die;
        match declared {
            Declaration::Punt => {
                if sit.to_go <= 3 && rng.below(40) == 0 {
                    // A rare fake.
                    return OffenseCall { play: Run, option: true, in_out: false };
                }
                // The In/Out die gives the punt a 50/50 chance of no return, but with a block it
                // puts the ball out 10 yards behind the line: a safety from inside the 10.
                return OffenseCall { play: Punt, option: false, in_out: in_out_ok && sit.spot > 10 };
            }
            Declaration::FieldGoal => return OffenseCall::new(FieldGoal),
            _ => {}
        }
        let behind_late = Self::trailing_late(sit) || (Self::two_minute(sit) && sit.margin() <= 0 && sit.spot < 80);
        let play = if behind_late {
            pick(rng, &[(Pass, 55), (Bomb, 25), (Run, 12), (Draw, 8)])
        } else if sit.spot <= 8 {
            // On the goal line: a sack or a minus Option face is a safety. Run, without the
            // Option die (below).
            pick(rng, &[(Run, 85), (Pass, 15)])
        } else if sit.spot <= 15 {
            // Backed up: a sack here is a safety, so mostly run.
            pick(rng, &[(Run, 50), (Draw, 20), (Pass, 25), (Bomb, 5)])
        } else if sit.to_go <= 2 {
            pick(rng, &[(Run, 55), (Draw, 15), (Pass, 25), (Bomb, 5)])
        } else if sit.to_go >= 8 {
            pick(rng, &[(Run, 18), (Draw, 12), (Pass, 52), (Bomb, 18)])
        } else {
            pick(rng, &[(Run, 35), (Draw, 15), (Pass, 40), (Bomb, 10)])
        };
        let option_pct = if sit.spot <= 8 && !behind_late {
            0
        } else if Self::leading_late(sit) {
            25
        } else if behind_late || sit.to_go >= 8 {
            85
        } else {
            65
        };
        let option = matches!(play, Run | Pass) && rng.below(100) < option_pct;
        // The In/Out die stops the clock on OUT: wanted when time is short and the offense is
        // not ahead.
        let in_out = in_out_ok && behind_late;
        OffenseCall { play, option, in_out }
    }

    fn try_call(&mut self, sit: &Situation, rng: &mut dyn Randomness) -> TryCall {
        if !sit.college {
            return TryCall::Kick;
        }
        let m = sit.margin();
        let chart = sit.period >= 4 && matches!(m, -2 | -5 | -10 | 1 | 5 | 12);
        if chart {
            let play = if rng.below(2) == 0 { Play::Run } else { Play::Pass };
            TryCall::Play(OffenseCall { play, option: true, in_out: false })
        } else {
            TryCall::Kick
        }
    }

    fn free_kick_field_goal(&mut self, sit: &Situation) -> bool {
        self.fg_chance(sit.spot) > 0.05
    }

    fn penalty(&mut self, sit: &Situation, options: &[PenaltyOption]) -> usize {
        let mut best = 0;
        let mut best_v = f64::MIN;
        for (i, o) in options.iter().enumerate() {
            let v = value_of(&o.preview, sit.me);
            if v > best_v + 1e-9 {
                best = i;
                best_v = v;
            }
        }
        best
    }

    fn after_play(&mut self, sit: &Situation, notches: u8, can_hurry: bool) -> AfterPlay {
        if notches < 2 {
            return AfterPlay::default();
        }
        let end_near = sit.half_ending_period() && sit.remaining <= 150;
        if !end_near {
            return AfterPlay::default();
        }
        let game_end = sit.period >= 4;
        let margin = sit.margin();
        if sit.has_ball() {
            // Behind or tied at the end of the game, or driving at the end of the first half.
            let wants_time = if game_end { margin <= 0 } else { sit.spot >= 45 };
            if wants_time {
                if sit.my_timeouts() > 0 {
                    return AfterPlay { timeout: true, hurry_up: false };
                }
                if can_hurry {
                    return AfterPlay { timeout: false, hurry_up: true };
                }
            }
        } else if game_end && (-16..0).contains(&margin) && sit.my_timeouts() > 0 {
            return AfterPlay { timeout: true, hurry_up: false };
        }
        AfterPlay::default()
    }
}
