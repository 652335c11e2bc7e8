//! Coaches: the decisions of one side, behind one trait so that an AI, a scripted test coach
//! or a human at the terminal can sit on either side.

use crate::call::{DefPlay, DefenseCall, Dir, Key, OffPlay, OffPrimary, OffenseCall, Pattern, Tempo};
use crate::display::{DefenseDisplay, OffenseDisplay, Pid, PidSet};
use crate::fac::RunDir;
use crate::kick::{KickoffDefense, KickoffKind, PuntDefense, PuntPlan, COFFIN_CORNER_MAX, COFFIN_CORNER_MIN};
use crate::tables::{Edition, PenaltyKind};
use huddle_cards::{DefBox, GainCell, Group, OffBox, Position, RushCell, Team, Tendencies};
use huddle_core::{pick_weighted, pick_weighted_from, Down, GameState, Randomness, Side};

/// What the offense does on a down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OffenseChoice {
    Play { display: OffenseDisplay, call: OffenseCall, tempo: Tempo },
    /// Announce a punt (§13.1 step 1); the plan is settled after hearing the punt defense.
    Punt,
    /// Announce a fake punt (§13.1 step 1, §13.2).
    FakePunt,
    FieldGoal,
    /// A fake field goal (§12.2).
    FakeFieldGoal,
    /// A Fair Catch Kick right after a fair catch (§13.6): a field goal from the spot, no time.
    FairCatchKick,
    /// Spike the ball (§20.6): one down, 5 seconds, no FAC.
    Spike,
}

/// What the defense does on a down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DefenseChoice {
    pub display: DefenseDisplay,
    pub call: DefenseCall,
}

/// The situation a coach sees.
pub struct View<'a> {
    pub game: &'a GameState,
    pub me: Side,
    pub team: &'a Team,
    pub opp: &'a Team,
    /// Which of my players are healthy, by roster index.
    pub healthy: PidSet,
    /// The team's base lineups with injured players replaced.
    pub base_offense: OffenseDisplay,
    pub base_defense: DefenseDisplay,
    /// Advanced rules are in play (the six advanced plays and TTF strategies, §26).
    pub advanced: bool,
    /// Solitaire rules (§25).
    pub solitaire: bool,
    /// The previous offensive play of this team (solitaire forbids some repeats).
    pub last_play: Option<OffPlay>,
    /// The previous play stopped the clock (a spike needs a running clock).
    pub prev_stopped: bool,
    /// The kicking-game state of this coach's team.
    pub kick: KickView,
    /// The opponent's Lineup Card offense (for keys).
    pub opp_lineup: OffenseDisplay,
    /// On defense before a scrimmage play: the offense's formation as it lined up (§2 steps 1
    /// and 4: the displays are set in the open, and the defense sets its own after seeing it;
    /// before any single-back move of step 3). None when the offense lined up to kick, and on
    /// offense.
    pub opp_display: Option<OffenseDisplay>,
    /// The edition's tables (coverage assignments, the Blitz Table).
    pub ed: &'a Edition,
    /// Endurance rules are in play (§23; advanced): quarterback grades decide who plays.
    pub endurance: bool,
    /// A C quarterback of mine who entered before the fourth quarter: the only quarterback
    /// who may play (§23.1).
    pub qb_lock: Option<Pid>,
    /// My A quarterback may rest: we are significantly ahead in the fourth quarter (§23.1).
    pub qb_may_rest: bool,
    /// On defense against a No-Huddle or Hurry-Up that goes on with the clock running: the
    /// display of the last play, whose players must stay (formations may change, §20.7).
    pub hurry_lock: Option<LockedDefense>,
    /// On offense, my No-Huddle or Hurry-Up going on with the clock running: the last play's
    /// display (every player still fit); a substitution would end the tempo (§20.7).
    pub hurry_going: Option<OffenseDisplay>,
}

/// The defense's side of the No-Huddle substitution lock (§20.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LockedDefense {
    /// The last play's display as played.
    pub locked: DefenseDisplay,
    /// The same with every player hurt since replaced in his box: a display that keeps the lock.
    pub display: DefenseDisplay,
}

/// What a coach knows about the kicking game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KickView {
    /// Fake field goals and fake punts this team already ran this game (+1 RN each after the
    /// first, §12.2, §13.2).
    pub fake_fg: u8,
    pub fake_punt: u8,
    /// The previous play ended in a fair catch by this team: a Fair Catch Kick may be tried.
    pub fair_catch_kick: bool,
    /// Field-goal distance from the current line of scrimmage and its Good Range (0 = out of
    /// range) for this team's kicker.
    pub fg_distance: i16,
    pub fg_good: u8,
    /// The Good Range of a Fair Catch Kick from here, when one may be tried (0 otherwise).
    pub fair_catch_kick_good: u8,
}

/// The coin-toss winner's choice (§1): kick off (`kick`) or receive in the first (`half` 1) or
/// the second half (`half` 2). The loser then chooses for the other half.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TossChoice {
    pub half: u8,
    pub kick: bool,
}

/// A foul the offended team may accept or decline (§17.2), and what each answer leaves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PenaltyChoice<'a> {
    /// The foul's name on the Penalty Table.
    pub name: &'a str,
    /// The yards an acceptance walks off.
    pub yards: i16,
    /// The team that snapped (or kicked) decides; otherwise its opponent.
    pub offense_decides: bool,
    /// Expected points of each answer for the team that snapped (or kicked): the computer's measure.
    pub accept_value: f32,
    pub decline_value: f32,
    /// Where each answer leaves the ball on a scrimmage down (`None` on kicks).
    pub accepted: Option<crate::play::Ball>,
    pub declined: Option<crate::play::Ball>,
}

/// The decisions of one side.
pub trait Coach {
    fn name(&self) -> &str {
        "coach"
    }
    /// Coin toss won: kick off in the first half (true) or receive. Used by the default
    /// [`Coach::toss_choice`]: "kick first" is taken as deferring (receive in the second half).
    fn kick_first_half(&mut self, _v: &View, _rng: &mut dyn Randomness) -> bool {
        true
    }
    /// The visiting team calls the toss (§1, §21): heads (true) or tails.
    fn call_toss(&mut self, _v: &View, _rng: &mut dyn Randomness) -> bool {
        false
    }
    /// Coin toss won (§1): kick off or receive, in the first or the second half.
    fn toss_choice(&mut self, v: &View, rng: &mut dyn Randomness) -> TossChoice {
        if self.kick_first_half(v, rng) {
            TossChoice { half: 2, kick: false }
        } else {
            TossChoice { half: 1, kick: false }
        }
    }
    /// Coin toss lost (§1): kick off (true) or receive in the half the winner did not choose.
    fn toss_loser_choice(&mut self, _v: &View, _winner: TossChoice, _rng: &mut dyn Randomness) -> bool {
        false
    }
    /// Overtime coin toss won (§21): the winner must kick off (true) or receive.
    fn overtime_kick(&mut self, _v: &View, _rng: &mut dyn Randomness) -> bool {
        false
    }
    /// Before a down: declare a Delay of Game on the own offense (§17.5: at any time, never
    /// twice in succession; 5 yards, replay the down, 30 s if the clock was running).
    fn declare_delay(&mut self, _v: &View) -> bool {
        false
    }
    /// This team committed a Delay of Game, Illegal Substitution or Illegal Participation foul:
    /// use a timeout to cancel it and replay the down (§17.5, §20.4).
    fn cancel_foul_with_timeout(&mut self, _v: &View, _kind: PenaltyKind) -> bool {
        false
    }
    /// The defense, behind and out of timeouts, fouled in the final 30 seconds of a half: decline
    /// the foul and let the clock run out (true) instead of the normal choice (§17.7).
    fn let_clock_expire(&mut self, _v: &View) -> bool {
        true
    }
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice;
    fn defense(&mut self, v: &View, rng: &mut dyn Randomness) -> DefenseChoice;
    fn kickoff(&mut self, _v: &View, _rng: &mut dyn Randomness) -> KickoffKind {
        KickoffKind::Normal
    }
    fn kickoff_defense(&mut self, _v: &View, _rng: &mut dyn Randomness) -> KickoffDefense {
        KickoffDefense::Normal
    }
    /// The kickoff type, chosen after hearing the receiving team's kickoff defense (§14.1).
    fn kickoff_kind(&mut self, v: &View, _def: KickoffDefense, rng: &mut dyn Randomness) -> KickoffKind {
        self.kickoff(v, rng)
    }
    /// Free kick after a safety: punt it (true) instead of kicking off (§14.1).
    fn free_kick_punt(&mut self, _v: &View, _rng: &mut dyn Randomness) -> bool {
        false
    }
    /// The receiving team's punt defense, announced aloud after the kicking team announced a
    /// punt (`announced_fake` false) or a fake (§13.1 step 2).
    fn punt_defense(&mut self, _v: &View, _announced_fake: bool, _rng: &mut dyn Randomness) -> PuntDefense {
        PuntDefense::Return
    }
    /// The kicking team's final plan after hearing the punt defense: it may change between punt
    /// and fake, and may make the punt a Coffin Corner with a 10-25 yard deduction (§13.1 step 3,
    /// §13.8).
    fn punt_plan(&mut self, _v: &View, announced_fake: bool, _def: PuntDefense, _rng: &mut dyn Randomness) -> PuntPlan {
        PuntPlan { fake: announced_fake, coffin_corner: None }
    }
    /// Coffin Corner: subtract the whole CC Value, decided right after the punt yardage is known;
    /// `landing` is where the punt lands (receiving team's frame, 0 or less = end zone) (§13.8).
    fn use_cc_value(&mut self, landing: i16, cc: u8) -> bool {
        landing <= 0 && landing + cc as i16 >= 1
    }
    /// A fair catch at the receiving team's `at`: attempt a Fair Catch Return with the
    /// returner's FC Value (§13.6)?
    fn fair_catch_return(&mut self, _at: i16, _fc_value: u8) -> bool {
        false
    }
    /// After a touchdown: try for two (true) or kick.
    fn go_for_two(&mut self, _v: &View, _rng: &mut dyn Randomness) -> bool {
        false
    }
    /// A two-point try is one play "from the 2-yard line, or farther if the offense chooses"
    /// (§12.4): the yards from the goal line to snap from (2 or more).
    fn two_point_from(&mut self, _v: &View) -> u8 {
        2
    }
    /// Call a timeout right after the play just run.
    fn timeout_after_play(&mut self, _v: &View) -> bool {
        false
    }
    // Decisions during a play.
    fn pitch_inside(&mut self, inside: RunDir, outside: RunDir) -> bool {
        dir_score(inside) > dir_score(outside)
    }
    fn option_keep(&mut self, inside: RunDir, sweep: RunDir) -> bool {
        dir_score(inside) >= dir_score(sweep)
    }
    fn scramble_or_throw(&mut self, _receivers: &[OffBox]) -> Option<OffBox> {
        None
    }
    fn return_from_end_zone(&mut self) -> bool {
        false
    }
    fn accept_penalty(&mut self, offense_decides: bool, accept_value: f32, decline_value: f32) -> bool {
        if offense_decides {
            accept_value > decline_value
        } else {
            accept_value < decline_value
        }
    }
    /// A foul with a choice, described (a human is shown what each answer leaves); by default
    /// decided by [`Coach::accept_penalty`] on the values.
    fn penalty_choice(&mut self, c: &PenaltyChoice) -> bool {
        self.accept_penalty(c.offense_decides, c.accept_value, c.decline_value)
    }
    /// Two or more defenders may make an interception (§8.2 step 6): pick one, or None to
    /// pro-rate their Interception Ranges with a new Pass Number, as the computer does.
    fn choose_interceptor(&mut self, _candidates: &[crate::resolve::Interceptor<'_>]) -> Option<Pid> {
        None
    }
}

/// A rough value of a run directive for the ball carrier, for in-play choices.
pub fn dir_score(d: RunDir) -> i32 {
    match d {
        RunDir::Breakaway => 10,
        RunDir::Blockers(_) => 3,
        RunDir::Versus(..) => 1,
        RunDir::Boxes(_) => 0,
    }
}

pub(crate) fn avg_rush(team: &Team, p: Pid) -> f32 {
    let Some(r) = &team.players[p as usize].rushing else { return 0.0 };
    let col = r.n.as_ref().or(r.i.as_ref()).or(r.o.as_ref());
    let Some(col) = col else { return 0.0 };
    col.iter()
        .map(|c| match c {
            RushCell::Yards(y) => *y as f32,
            _ => 10.0,
        })
        .sum::<f32>()
        / 12.0
}

fn avg_gain(team: &Team, p: Pid) -> f32 {
    let Some(r) = &team.players[p as usize].receiving else { return 0.0 };
    r.s.iter()
        .map(|c| match c {
            GainCell::Yards(y) => *y as f32,
            GainCell::Long => 25.0,
            GainCell::Blank => 0.0,
        })
        .sum::<f32>()
        / 12.0
}

/// The AI coach: sound, simple football — run/pass by down and distance, punts and field
/// goals on fourth down, clock management late, a mix of defenses. All its randomness comes
/// from the game's one seeded source.
#[derive(Clone, Debug, Default)]
pub struct AiCoach {
    pub aggression: u8,
}

impl AiCoach {
    /// Tied or one or two points down late in the fourth quarter, already in comfortable range
    /// for the field goal that wins: play for that kick (not on fourth down, which kicks).
    fn walk_off_field_goal(v: &View) -> bool {
        let g = v.game;
        g.clock.period.0 == 4 && (-2..=0).contains(&g.margin(v.me)) && g.seconds_left_in_game() <= 120 && g.down() != Down::Fourth && g.possession == v.me && Self::fg_chance(v) >= 0.75
    }

    /// The chance of a field goal from the line of scrimmage: the kicker's Good Range there
    /// (the engine's reading of his card, §12.1) over 48.
    fn fg_chance(v: &View) -> f32 {
        v.kick.fg_good as f32 / 48.0
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
        let secs_half = g.seconds_left_in_half();
        let q4 = g.clock.period.0 >= 4;
        let late = secs_half <= 120;
        // Tied late with time to move into field-goal range: play for the win, not overtime.
        let tied_drive = q4 && margin == 0 && secs_half as i32 >= 30 + (to_goal as i32 - 30).max(0);
        let trailing_late = (q4 || g.clock.period.0 == 2) && late && (margin < 0 || tied_drive || (g.clock.period.0 == 2 && to_goal < 60));
        // Leading late: run the clock out with Flops (kneels).
        let kneel = q4 && margin > 0 && g.seconds_left_in_game() <= 40 * (5 - g.down().number() as u32) && g.timeouts[v.me.other()] == 0
            || (q4 && margin > 0 && g.seconds_left_in_game() <= 100 && g.down() != Down::Fourth && g.timeouts[v.me.other()] == 0);
        // A Fair Catch Kick on the last play of a half when the kick is makeable (§13.6).
        if v.kick.fair_catch_kick && secs_half <= 10 && v.kick.fair_catch_kick_good >= 16 && (margin >= -3 || g.clock.period.0 == 2) {
            return OffenseChoice::FairCatchKick;
        }
        // Fourth down.
        if g.down() == Down::Fourth && !kneel {
            let fg = Self::fg_chance(v);
            let must_go = q4 && margin < 0 && (g.seconds_left_in_game() < 240 || margin < -8 && g.seconds_left_in_game() < 600)
                // Two scores down in the second half: fourth and short between the own 40 and
                // field-goal range is a down to play.
                || (g.clock.period.0 >= 3 && margin <= -9 && to_go <= 4 && g.spot.yards() >= 40 && to_goal > 35);
            // Down 9-11 with time for another possession: the field goal makes it a one-score game.
            let fg_one_score = g.field_goal_makes_one_score(v.me) && fg >= 0.5;
            // Fourth and goal at the 1 or 2 is played, never kicked (NFL 2024: 2 of 1,097
            // field-goal attempts were shorter than 20 yards).
            let short = ((to_go <= 1 && g.spot.yards() > 45 || to_go <= 2 && g.spot.yards() >= 50 && to_goal > 30) && to_goal > 3) || to_goal <= 2;
            // Fourth and one in the opponent's end: go for it unless a field goal ties or wins late.
            let go_short = short && !(q4 && to_goal <= 25 && (-3..=0).contains(&margin));
            if (!must_go || (margin >= -3 && fg > 0.5) || fg_one_score) && !go_short {
                // The odd fake on fourth and short, once a game, never in the final two minutes
                // of a half (§12.2, §13.2).
                let fake_ok = to_go <= 3 && !g.in_final_two_minutes_of_half() && v.advanced;
                // Coaches send their kicker from up to 59 yards when he is in range, even when
                // he is shaky from there (NFL 2024: a quarter of the attempts were from 50 yards
                // or more).
                if fg >= 0.3 && to_goal <= 42 && (!(margin < -3 && must_go) || fg_one_score) {
                    if fake_ok && v.kick.fake_fg == 0 && to_goal > 5 && rng.below(100) < 4 {
                        return OffenseChoice::FakeFieldGoal;
                    }
                    return OffenseChoice::FieldGoal;
                }
                if !short && !must_go {
                    if to_goal < 30 && fg > 0.3 {
                        return OffenseChoice::FieldGoal;
                    }
                    if fake_ok && v.kick.fake_punt == 0 && (30..=60).contains(&g.spot.yards()) && rng.below(100) < 6 {
                        return OffenseChoice::FakePunt;
                    }
                    return OffenseChoice::Punt;
                }
            }
        }
        // Tied or down by three or less at the end: kick the winning or tying field goal rather
        // than risk the ball, on any down, once in comfortable range.
        if q4 && (-3..=0).contains(&margin) && g.seconds_left_in_game() <= 40 && Self::fg_chance(v) >= 0.6 {
            return OffenseChoice::FieldGoal;
        }
        // Field goal on the last play of a half.
        if late && secs_half <= 6 && Self::fg_chance(v) > 0.3 && (margin >= -3 || g.clock.period.0 == 2) {
            return OffenseChoice::FieldGoal;
        }
        // Spike to stop a running clock when trailing late without timeouts.
        if trailing_late && !v.prev_stopped && g.timeouts[v.me] == 0 && g.down() != Down::Fourth && g.down() != Down::Third && secs_half > 6 && secs_half < 60 {
            return OffenseChoice::Spike;
        }
        let team = v.team;
        let walk_off = Self::walk_off_field_goal(v);
        let tempo = if trailing_late && v.advanced && !walk_off { Tempo::HurryUp } else { Tempo::Normal };
        // A Hurry-Up that goes on keeps its players: a substitution would end it (§20.7).
        let keep = if tempo == Tempo::Normal { None } else { v.hurry_going };
        let display = keep.unwrap_or(v.base_offense);
        let keeps = |d: &OffenseDisplay| keep.is_none_or(|k| k.same_players(d));
        let qb_box = if display.get(OffBox::QB).is_some() { OffBox::QB } else { OffBox::BK3 };
        if kneel {
            let call = OffenseCall::new(OffPlay::InsideLeft, qb_box).with(OffPrimary::Flop);
            return OffenseChoice::Play { display, call, tempo: Tempo::Normal };
        }
        // Backs and receivers.
        let n_backs = display.backs(team).count();
        let rb = display.backs(team).max_by(|a, b| avg_rush(team, a.1).partial_cmp(&avg_rush(team, b.1)).unwrap()).unwrap_or((OffBox::BK2, 0));
        // In range for a winning field goal late: keep the ball on the ground, run the clock
        // down and kick at the end.
        if walk_off {
            let play = if rng.below(2) == 0 { OffPlay::InsideLeft } else { OffPlay::InsideRight };
            return OffenseChoice::Play { display, call: OffenseCall::new(play, rb.0), tempo: Tempo::Normal };
        }
        let recv_display = display;
        let receivers = || recv_display.occupied().filter(|(b, p)| !b.is_line() && *b != OffBox::QB && team.player(*p).pos != Position::QB && team.player(*p).receiving.is_some());
        let pass_p: u32 = if trailing_late {
            90
        } else if q4 && margin > 7 && g.seconds_left_in_game() < 420 {
            20
        } else if q4 && margin > 0 && g.seconds_left_in_game() <= 300 && !(matches!(g.down(), Down::Third) && to_go >= 5) {
            // Ahead in the last five minutes: run and keep the clock moving.
            30
        } else if (q4 && margin > 8) || (g.clock.period.0 == 3 && margin > 16) {
            // A comfortable lead: run the ball and the clock.
            30
        } else if q4 && margin < -8 {
            80
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
        // At the goal line a little more running (NFL 2024: most carries inside the 5 score).
        let pass_p = if to_goal <= 5 && !trailing_late { pass_p * 19 / 20 } else { pass_p };
        // The real team's lean toward the pass or the run, except when the clock decides.
        let pass_p = match team.tendencies {
            Some(t) if !trailing_late && t.pass_lean != 0.0 => Tendencies::lean_percent(pass_p, t.pass_lean),
            _ => pass_p,
        };
        let pass = rng.below(100) < pass_p;
        if !pass {
            // Run: mostly inside/sweep to the best back; the odd draw; a QB sneak at the goal.
            if to_go <= 1 && rng.below(100) < 25 {
                let call = OffenseCall::new(OffPlay::InsideRight, qb_box).with(OffPrimary::Sneak);
                if qb_box == OffBox::QB {
                    return OffenseChoice::Play { display, call, tempo };
                }
            }
            let play = pick_weighted(rng, &[(OffPlay::InsideLeft, 30), (OffPlay::InsideRight, 30), (OffPlay::SweepLeft, 20), (OffPlay::SweepRight, 20)]);
            // With the cards' usage guide (§24), share the carries as the real team did.
            let (display, carrier) = match usage_carrier(v, display, rb.0, rng) {
                Some(x) if keeps(&x.0) => x,
                _ => (display, rb.0),
            };
            let rb = (carrier, display.get(carrier).unwrap_or(rb.1));
            let mut call = OffenseCall::new(play, rb.0);
            if matches!(play, OffPlay::InsideLeft | OffPlay::InsideRight) && g.down() != Down::First && to_go >= 6 && rng.below(100) < 30 {
                call.primary = Some(OffPrimary::Draw);
            }
            let carrier_is_back = display.get(rb.0).is_some_and(|p| team.player(p).group() == Group::RB);
            if v.advanced && carrier_is_back && n_backs == 1 && rng.below(100) < 8 {
                call = OffenseCall::new(OffPlay::Pitchout(if rng.below(2) == 0 { Dir::Left } else { Dir::Right }), rb.0);
            }
            return OffenseChoice::Play { display, call, tempo };
        }
        // Pass.
        if receivers().next().is_none() {
            return OffenseChoice::Play { display, call: OffenseCall::new(OffPlay::InsideLeft, rb.0), tempo };
        }
        let long_ok = to_goal >= 20;
        let kind = if trailing_late && to_goal > 40 && long_ok {
            pick_weighted(rng, &[(OffPlay::Short, 55), (OffPlay::Long, 35), (OffPlay::Quick, 10)])
        } else if to_go >= 12 && long_ok {
            pick_weighted(rng, &[(OffPlay::Short, 50), (OffPlay::Long, 30), (OffPlay::Quick, 12), (OffPlay::Screen, 8)])
        } else if to_goal < 20 {
            // Inside the defense's 20 the Quick pass loses 10-15 completion numbers (§11.3
            // parentheses) and the Long pass is not allowed: throw Short.
            pick_weighted(rng, &[(OffPlay::Short, 80), (OffPlay::Quick, 12), (OffPlay::Screen, 8)])
        } else if to_go <= 4 {
            pick_weighted(rng, &[(OffPlay::Quick, 50), (OffPlay::Short, 45), (OffPlay::Screen, 5)])
        } else {
            let long_w = if long_ok { 16 } else { 0 };
            pick_weighted(rng, &[(OffPlay::Short, 50), (OffPlay::Quick, 26), (OffPlay::Long, long_w), (OffPlay::Screen, 8)])
        };
        // Solitaire: no two Screen, Shovel, Swing or Quick passes in succession (§25).
        let repeat = |k: OffPlay| v.solitaire && v.last_play == Some(k);
        let kind = if repeat(kind) && matches!(kind, OffPlay::Screen | OffPlay::Quick) { OffPlay::Short } else { kind };
        if kind == OffPlay::Screen && to_goal > 5 && !display.shotgun(team) {
            return OffenseChoice::Play { display, call: OffenseCall::new(OffPlay::Screen, rb.0), tempo };
        }
        let kind = if kind == OffPlay::Screen { OffPlay::Short } else { kind };
        let weights = || {
            receivers()
                .map(move |r| {
                    let grp = team.player(r.1).group();
                    let base = match grp {
                        Group::WR => 10.0,
                        Group::TE => 6.0,
                        _ => 4.0,
                    };
                    let w = base + avg_gain(team, r.1).max(0.0) * if kind == OffPlay::Long && grp == Group::WR { 1.5 } else { 0.5 };
                    (r, w.max(1.0) as u32)
                })
        };
        // Not empty: checked above on the same display.
        let target = pick_weighted_from(rng, weights).unwrap_or(rb);
        let (display, target) = match usage_target(v, display, rng) {
            Some((d, b)) if keeps(&d) => (d, (b, d.get(b).unwrap_or(target.1))),
            _ => (display, target),
        };
        let mut call = OffenseCall::new(kind, target.0);
        if kind == OffPlay::Short && g.down() == Down::First && rng.below(100) < 12 {
            call.primary = Some(OffPrimary::PlayAction);
        }
        if kind == OffPlay::Long {
            call.patterns[target.0.idx()] = Some(Pattern::Long);
        }
        OffenseChoice::Play { display, call, tempo }
    }

    fn defense(&mut self, v: &View, rng: &mut dyn Randomness) -> DefenseChoice {
        let g = v.game;
        let to_go = g.to_go();
        let margin = g.margin(v.me);
        // No substitutions against a No-Huddle or Hurry-Up that goes on (§20.7).
        let display = match v.hurry_lock {
            Some(l) => l.display,
            None => rotate_line(v, v.base_defense, rng),
        };
        // Ahead late, the defense gives up the short pass, not the long one: any lead in the last
        // two minutes, a two-score lead (9-16) from `SOFT_LEAD_SECONDS` left.
        let late_lead = g.soft_lead(v.me);
        let pass_down = matches!(g.down(), Down::Third | Down::Fourth) && to_go >= 6 || (g.down() == Down::Second && to_go >= 9);
        let run_down = to_go <= 2 || (g.down() == Down::First && rng.below(100) < 40);
        // Behind late while the leader runs out the clock: stack the box against the run.
        let clock_kill = g.clock.period.0 >= 4 && margin < 0 && g.seconds_left_in_game() <= 420 && !pass_down;
        let play = if clock_kill {
            pick_weighted(rng, &[(DefPlay::Run, 70), (DefPlay::Blitz, 15), (DefPlay::PassCoverage, 15)])
        } else if late_lead && g.spot.to_goal() > 25 && display.row_count(3) >= 4 {
            pick_weighted(rng, &[(DefPlay::Prevent, 70), (DefPlay::PassCoverage, 30)])
        } else {
            // The run defense is called as often as the opponent's habits suggest: its lean
            // toward the pass (the same log-odds its coach plays with) thins it out.
            let lean = v.opp.tendencies.map_or(0.0, |t| t.pass_lean);
            let run = |w: u32| if lean == 0.0 { w } else { ((w as f32) * (-lean).exp()).round() as u32 };
            if pass_down {
                pick_weighted(rng, &[(DefPlay::PassCoverage, 70), (DefPlay::Blitz, 18), (DefPlay::Run, run(12))])
            } else if run_down {
                pick_weighted(rng, &[(DefPlay::Run, run(70)), (DefPlay::PassCoverage, 22), (DefPlay::Blitz, 8)])
            } else {
                pick_weighted(rng, &[(DefPlay::Run, run(42)), (DefPlay::PassCoverage, 48), (DefPlay::Blitz, 10)])
            }
        };
        let mut call = DefenseCall::new(play);
        match play {
            DefPlay::Run => {
                // Key the ball carrier half the time: a running quarterback by his share of the
                // carries, else the opponent's best back.
                call.key = if rng.below(100) < if clock_kill { 80 } else { 50 } {
                    // A quarterback who runs by design (his carries less kneels, sneaks and
                    // scrambles) draws the key in proportion to the backs' carries.
                    let opp_off = v.base_offense_of_opp();
                    let carries = |p: Pid| v.opp.player(p).usage.map_or(0.0, |u| u.carries);
                    let qb_w = opp_off.qb(v.opp).map_or(0.0, |q| qb_designed(carries(q)));
                    let backs_w: f32 = v.opp.players.iter().filter(|p| p.group() == Group::RB).filter_map(|p| p.usage).map(|u| u.carries).sum();
                    if qb_w > 0.05 && (rng.below(1000) as f32) < 1000.0 * qb_w / (qb_w + backs_w) {
                        Key::Qb
                    } else {
                        opp_off.backs(v.opp).max_by(|a, b| avg_rush(v.opp, a.1).partial_cmp(&avg_rush(v.opp, b.1)).unwrap()).map(|b| Key::Back(b.0)).unwrap_or(Key::None)
                    }
                } else {
                    Key::None
                };
            }
            DefPlay::Blitz => {
                let n = if rng.below(100) < THIRD_BLITZER { 3 } else { 2 };
                match blitzers(v, &display, n, rng) {
                    Some(b) => call.blitzers = b,
                    None => call = DefenseCall::new(DefPlay::PassCoverage),
                }
            }
            _ => {}
        }
        DefenseChoice { display, call }
    }

    fn kickoff(&mut self, v: &View, _rng: &mut dyn Randomness) -> KickoffKind {
        let g = v.game;
        if g.clock.period.0 >= 4 && g.margin(v.me) < 0 && g.margin(v.me) >= -16 && g.seconds_left_in_game() <= 150 {
            KickoffKind::Onside
        } else if v.advanced && g.seconds_left_in_half() <= 30 && (g.margin(v.me) > 0 || g.clock.period.0 == 2) {
            // Nearly out of time: a short, safe squib to kill a long return (§14.4).
            KickoffKind::Squib
        } else {
            KickoffKind::Normal
        }
    }

    fn kickoff_kind(&mut self, v: &View, def: KickoffDefense, rng: &mut dyn Randomness) -> KickoffKind {
        let k = self.kickoff(v, rng);
        // Against the Onside Kickoff Defense an onside kick is worse (PN 1-8 instead of 1-12) and a
        // normal kick's return is halved: only the desperate still kick onside.
        if k == KickoffKind::Onside && def == KickoffDefense::Onside && v.game.seconds_left_in_game() > 60 && v.game.margin(v.me) >= -8 {
            return KickoffKind::Normal;
        }
        k
    }

    fn free_kick_punt(&mut self, v: &View, _rng: &mut dyn Randomness) -> bool {
        // Without a kickoff specialist the Kickoff Yardage Table gives short kicks: punt instead.
        v.team.kickoff_specialist().is_none() && v.team.punter().is_some()
    }

    fn punt_defense(&mut self, v: &View, announced_fake: bool, rng: &mut dyn Randomness) -> PuntDefense {
        let g = v.game;
        // The kicking team's frame: g.spot is its line of scrimmage.
        let to_go = g.to_go();
        let late_trailing = g.clock.period.0 >= 4 && g.margin(v.me) < 0 && g.seconds_left_in_game() <= 300;
        if late_trailing && g.spot.yards() <= 40 {
            return PuntDefense::AllOutRush;
        }
        let fake_window = !g.in_final_two_minutes_of_half() && to_go <= 4 && (35..=65).contains(&g.spot.yards());
        if announced_fake && fake_window && rng.below(100) < 60 {
            return PuntDefense::FakePuntDefense;
        }
        if fake_window && rng.below(100) < 8 {
            return PuntDefense::FakePuntDefense;
        }
        if g.spot.yards() <= 12 && rng.below(100) < 15 {
            return PuntDefense::AllOutRush;
        }
        PuntDefense::Return
    }

    fn punt_plan(&mut self, v: &View, announced_fake: bool, def: PuntDefense, _rng: &mut dyn Randomness) -> PuntPlan {
        let g = v.game;
        let fake = announced_fake && def != PuntDefense::FakePuntDefense && !g.in_final_two_minutes_of_half();
        if fake {
            return PuntPlan::fake();
        }
        // Coffin corner from midfield in: aim the punt about 5 yards short of the goal line.
        let to_goal = g.spot.to_goal();
        if v.advanced && (30..=52).contains(&to_goal) {
            let typical = v.team.punter().and_then(|p| v.team.player(p).punting.as_ref()).map(|c| c.punts[5].yards as i16).unwrap_or(44);
            let want = typical - (to_goal - 5);
            if want >= 3 {
                return PuntPlan::coffin_corner(want.clamp(COFFIN_CORNER_MIN as i16, COFFIN_CORNER_MAX as i16) as u8);
            }
        }
        PuntPlan::punt()
    }

    fn fair_catch_return(&mut self, at: i16, fc_value: u8) -> bool {
        // Worth the +5 fumble risk only with a good FC Value and room behind the returner.
        fc_value >= 8 && at >= 15
    }

    fn kickoff_defense(&mut self, v: &View, _rng: &mut dyn Randomness) -> KickoffDefense {
        let g = v.game;
        if g.clock.period.0 >= 4 && g.margin(v.me) > 0 && g.margin(v.me) <= 16 && g.seconds_left_in_game() <= 150 {
            KickoffDefense::Onside
        } else {
            KickoffDefense::Normal
        }
    }

    fn go_for_two(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        let g = v.game;
        let m = g.margin(v.me);
        // The two-point chart of the fourth quarter, its clearest cases in the third, and the
        // odd attempt of an aggressive coach (NFL 2024: about one try in ten was for two).
        (g.clock.period.0 >= 4 && matches!(m, -2 | -5 | -10 | 1 | 5 | -9 | -12 | -13 | 12))
            || (g.clock.period.0 == 3 && matches!(m, -2 | -5 | -10 | 1 | 5))
            || rng.below(100) < 3
    }

    fn timeout_after_play(&mut self, v: &View) -> bool {
        let g = v.game;
        // The play just run already stopped the clock: a timeout would save nothing (§20.4).
        if v.prev_stopped {
            return false;
        }
        let end_of_half = g.clock.period.0 == 2 || g.clock.period.0 >= 4;
        if !end_of_half || g.clock.remaining > 150 || g.timeouts[v.me] == 0 {
            return false;
        }
        let offense = g.possession == v.me;
        let m = g.margin(v.me);
        // Playing for the winning field goal: let the clock run until the kick.
        if offense && Self::walk_off_field_goal(v) && g.clock.remaining > 45 {
            return false;
        }
        if offense {
            m <= 0 || g.clock.period.0 == 2
        } else {
            (-16..0).contains(&m) && g.clock.period.0 >= 4
        }
    }

    fn scramble_or_throw(&mut self, receivers: &[OffBox]) -> Option<OffBox> {
        receivers.iter().copied().find(|b| b.is_end() || b.is_flanker()).filter(|_| false)
    }
}

/// Seconds left from which a defense two scores ahead plays soft (`GameState::soft_lead`).
pub use huddle_core::SOFT_LEAD_SECONDS;

/// A starting quarterback's carries a game that are not the computer's designed runs: his
/// kneel-downs (about 0.9 a game in the replays), sneaks, and scrambles. Measured, not derived:
/// the replays' pass-rush line gives few scrambles (2-8 a season), so a running quarterback's
/// scrambles come back as designed runs. With 1.6 (the card builder's kneels and sneaks) the four
/// 100-carry quarterbacks ran 2-12 carries a season over their 2024 counts; with 2.2 they are
/// within -22..+5 (100 replays); with half his carries (the rule before) 11-51 under.
const QB_OTHER_CARRIES: f32 = 2.2;

/// The weight of a quarterback's designed runs a game among his team's carriers: his real
/// carries a game less `QB_OTHER_CARRIES`.
fn qb_designed(carries: f32) -> f32 {
    (carries - QB_OTHER_CARRIES).max(0.0)
}

/// Picks a ball carrier by the cards' carries per game among my healthy backs (and the QB, by
/// his designed runs: `qb_designed`), and subs him into the back's box.
/// None when the team's cards carry no usage guide.
fn usage_carrier(v: &View, mut d: OffenseDisplay, primary: OffBox, rng: &mut dyn Randomness) -> Option<(OffenseDisplay, OffBox)> {
    let team = v.team;
    let qb = d.qb(team);
    let cands = || {
        team.players.iter().enumerate().filter_map(move |(i, p)| {
            let i = i as Pid;
            let u = p.usage.filter(|_| v.healthy.contains(i))?;
            let w = match p.group() {
                Group::RB => u.carries,
                Group::QB if Some(i) == qb => qb_designed(u.carries),
                _ => 0.0,
            };
            (w > 0.05).then_some((i, (w * 100.0) as u32))
        })
    };
    let p = pick_weighted_from(rng, cands)?;
    if Some(p) == qb {
        let b = if d.get(OffBox::QB) == Some(p) { OffBox::QB } else { OffBox::BK3 };
        return if b == OffBox::QB { Some((d, b)) } else { None };
    }
    match d.box_of(p) {
        Some(b) if b.is_back() => Some((d, b)),
        Some(_) => None,
        None => {
            d.set(primary, Some(p));
            Some((d, primary))
        }
    }
}

/// Share of snaps (percent) a defensive lineman of the display sits while a backup rotates in:
/// NFL linemen share the snaps (starters play about three in four), and the cards rate each
/// player by his games, not his snaps.
pub const DL_ROTATION: u32 = 25;

/// A linebacker with this Pass Rush Value or more rotates with the defensive line (a card does
/// not say who is an edge rusher; an off-ball linebacker rates 0-3 and few reach 3).
const EDGE_PRV: u8 = 3;

/// Rotates the defensive line: each lineman (or linebacker rushing like one) in Row 1 sits out
/// `DL_ROTATION` percent of the snaps for a healthy lineman or such linebacker from the bench,
/// chosen in proportion to his tackles per game. Only cards with a usage guide leave the bench.
fn rotate_line(v: &View, mut d: DefenseDisplay, rng: &mut dyn Randomness) -> DefenseDisplay {
    let team = v.team;
    // Linemen, and the linebackers who rush like them (an edge rusher's Pass Rush Value).
    let rusher = |q: &huddle_cards::Player| q.group() == Group::DL || (q.group() == Group::LB && q.defense.is_some_and(|x| x.prv >= EDGE_PRV));
    // The bench: neither on the display nor one of the starters sitting this snap.
    let base = d;
    for b in [DefBox::A, DefBox::B, DefBox::C, DefBox::D, DefBox::E] {
        let Some(p) = d.in_box(b).next() else { continue };
        if !rusher(team.player(p)) || d.count_in(b) != 1 {
            continue;
        }
        let bench = || {
            team.players.iter().enumerate().filter_map(|(i, q)| {
                let i = i as Pid;
                let u = q.usage.filter(|_| rusher(q) && v.healthy.contains(i) && d.box_of(i).is_none() && base.box_of(i).is_none())?;
                Some((i, (u.tackles * 100.0) as u32 + 1))
            })
        };
        if bench().next().is_none() || rng.below(100) >= DL_ROTATION {
            continue;
        }
        if let Some(s) = pick_weighted_from(rng, bench) {
            d.remove(p);
            d.place(b, s);
        }
    }
    d
}

/// How much likelier a blitzer is picked when the opponent's lineup leaves him no receiver to
/// cover than when it gives him one (a covering blitzer leaves his man uncovered, §3.3).
pub const FREE_BLITZER: u32 = 3;

/// Percent of blitzes that send a third linebacker or back.
pub const THIRD_BLITZER: u32 = 15;

/// The `n` blitzers of a Blitz (§5: two to five LBs and DBs of Rows 2 and 3; fewer when fewer
/// are there), or `None` when fewer than two are on the display. Each linebacker and back is
/// drawn by the square of the Blitz Table's base for his box (§9.2: Row 2 2, K and O 2, L-N 1)
/// plus his PRV, `FREE_BLITZER` times likelier when the opponent's Lineup Card puts no receiver in his coverage
/// (the Pass Coverage Table in its order, assigned by the resolver's own `first_coverers`; tight ends are covered from
/// Row 3, the AI turning no one sideways).
fn blitzers(v: &View, display: &DefenseDisplay, n: usize, rng: &mut dyn Randomness) -> Option<[Option<Pid>; 5]> {
    let mut covering = PidSet::new();
    crate::resolve::first_coverers(&v.ed.coverage, &v.base_offense_of_opp(), v.opp, [false; 2], |b| display.in_box(b), &mut covering, |_, _| {});
    let bt = &v.ed.blitz_prv;
    let weight = |b: DefBox, p: Pid| {
        let q = v.team.player(p);
        let prv = q.defense.map_or(0, |d| d.prv) as u32;
        // The Blitz Table's base for the box plus the player's own PRV (in Row 2 the table
        // takes the larger of the two; a coach still sends his best rushers first).
        let rush = prv
            + match b {
                _ if b.row() == 2 => bt.row2_min,
                DefBox::K | DefBox::O => bt.ko_bonus,
                _ => bt.lmn_bonus,
            } as u32;
        rush * rush * if covering.contains(p) { 1 } else { FREE_BLITZER }
    };
    let mut out = [None; 5];
    for k in 0..n {
        let taken = out;
        let cands = || display.players().filter(|(b, p)| b.row() >= 2 && !taken.contains(&Some(*p)) && matches!(v.team.player(*p).group(), Group::LB | Group::DB)).map(|(b, p)| (p, weight(b, p).max(1)));
        match pick_weighted_from(rng, cands) {
            Some(p) => out[k] = Some(p),
            None if k >= 2 => break,
            None => return None,
        }
    }
    Some(out)
}

/// Picks a pass target by the cards' season targets (per game × games) among my healthy receivers and backs, and
/// subs him into a box of his role (a WR for the least-used WR, a TE for the TE, a back for the
/// back). None when the team's cards carry no usage guide.
fn usage_target(v: &View, mut d: OffenseDisplay, rng: &mut dyn Randomness) -> Option<(OffenseDisplay, OffBox)> {
    let team = v.team;
    let cands = || {
        team.players.iter().enumerate().filter_map(|(i, p)| {
            let u = p.usage.filter(|_| v.healthy.contains(i as Pid) && p.receiving.is_some())?;
            // Weighted by the season's targets (per game × games): a player who missed games in
            // the real season is healthy in the replay and must not take a full share of them.
            (matches!(p.group(), Group::WR | Group::TE | Group::RB) && u.targets > 0.05).then_some((i as Pid, (u.targets * p.games.max(1) as f32 * 10.0) as u32))
        })
    };
    let p = pick_weighted_from(rng, cands)?;
    if let Some(b) = d.box_of(p) {
        return (!b.is_line() && b != OffBox::QB).then_some((d, b));
    }
    let g = team.player(p).group();
    let weight = |q: Pid| team.player(q).usage.map(|u| u.targets).unwrap_or(0.0);
    // The box to take over: a player of the same role, the least used one.
    let boxes: &[OffBox] = match g {
        Group::WR => &[OffBox::LE, OffBox::RE, OffBox::FL1, OffBox::FL2],
        Group::TE => &[OffBox::LTE, OffBox::RTE, OffBox::LE, OffBox::RE],
        _ => &[OffBox::BK1, OffBox::BK2, OffBox::BK3],
    };
    let target_box = boxes
        .iter()
        .copied()
        .filter(|b| d.get(*b).is_some_and(|q| team.player(q).group() == g || (g == Group::TE && team.player(q).group() == Group::WR && b.is_end())))
        .min_by(|a, b| weight(d.get(*a).unwrap()).partial_cmp(&weight(d.get(*b).unwrap())).unwrap_or(std::cmp::Ordering::Equal))?;
    d.set(target_box, Some(p));
    Some((d, target_box))
}

impl View<'_> {
    /// The offense the defense sees (for keys and coverage): the formation on the field when it
    /// has lined up, else the opponent's Lineup Card.
    pub fn base_offense_of_opp(&self) -> OffenseDisplay {
        self.opp_display.unwrap_or(self.opp_lineup)
    }
}
