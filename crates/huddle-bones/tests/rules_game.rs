//! The game around the plays, with scripted dice: the Fast Action Dice (§1.1), the coin toss
//! (§3), the per-play sequence and its penalty options (§4), punts (§14), kickoffs and extra
//! points (§15), the seed's numbers as they reach play (§17.1) and what a league needs of a game
//! (§20). Every test names the rolls the play reads, in order, and checks that it read no more
//! and no fewer.

use huddle_bones::call::{DefPlay, DefenseCall, OffPlay, OffStrategy, OffenseCall};
use huddle_bones::coach::{Alternative, Coach, DefenseChoice, KickoffKind, OffenseChoice, View};
use huddle_bones::dice::{punt_number, Dice, Roll, RollLog, Use};
use huddle_bones::display::lineup_offense;
use huddle_bones::game::BonesGame;
use huddle_bones::options::Options;
use huddle_bones::tables::{Duration, FakePunt, Hurt, PassCol, PenCol, RetYards, RunCol, Tables, ZEvent};
use huddle_bones::testkit::*;
use huddle_bones::OffenseDisplay;
use huddle_cards::bones::{Asterisk, ColumnRead, KickoffCell, Landing, PuntRet, PuntingCard, ReturnCol, D100};
use huddle_cards::OffBox;
use huddle_core::{Down, Event, Phase, PlayFlags, PlayRecord, Randomness, ScriptedRandom, Side};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

const HOME: Side = Side::Home;
const AWAY: Side = Side::Away;

/// A scripted coach with the few choices `ScriptCoach` leaves to the computer, and a record of
/// the coin-toss calls and penalty offers it received.
#[derive(Default)]
struct Wrap {
    s: ScriptCoach,
    heads: Option<bool>,
    receive: Option<bool>,
    tosses: Rc<Cell<u32>>,
    bounce: Option<bool>,
    rekick: bool,
    offers: Rc<RefCell<Vec<(Alternative, Alternative)>>>,
    /// On defense: whether each view showed the offense in the Shotgun.
    shotguns: Rc<RefCell<Vec<bool>>>,
    /// Flushed by the rush (§11.2): the answer to give (None: the call's `tor`), and a record
    /// of each question (the call's `tor`, the defense's call).
    on_the_run: Option<bool>,
    asked_on_the_run: Rc<RefCell<Vec<(bool, DefPlay)>>>,
}

impl Coach for Wrap {
    fn name(&self) -> &str {
        "wrap"
    }
    fn offense(&mut self, v: &View, rng: &mut dyn Randomness) -> OffenseChoice {
        self.s.offense(v, rng)
    }
    fn defense(&mut self, v: &View, offense: &OffenseDisplay, punt: bool, rng: &mut dyn Randomness) -> DefenseChoice {
        self.shotguns.borrow_mut().push(v.shotgun);
        self.s.defense(v, offense, punt, rng)
    }
    fn kickoff(&mut self, v: &View, rng: &mut dyn Randomness) -> KickoffKind {
        self.s.kickoff(v, rng)
    }
    fn onside_defense(&mut self, v: &View) -> bool {
        self.s.onside_defense(v)
    }
    fn punt_rush(&mut self, v: &View) -> bool {
        self.s.punt_rush(v)
    }
    fn accept_penalty(&mut self, v: &View, play: Alternative, penalty: Alternative) -> bool {
        self.offers.borrow_mut().push((play, penalty));
        self.s.accept_penalty(v, play, penalty)
    }
    fn timeout(&mut self, v: &View) -> bool {
        self.s.timeout(v)
    }
    fn hurry(&mut self, v: &View) -> bool {
        self.s.hurry(v)
    }
    fn go_for_two(&mut self, v: &View) -> bool {
        self.s.go_for_two(v)
    }
    fn two_point(&mut self, v: &View, rng: &mut dyn Randomness) -> (OffenseDisplay, OffenseCall) {
        self.s.two_point(v, rng)
    }
    fn call_heads(&mut self, v: &View, rng: &mut dyn Randomness) -> bool {
        self.tosses.set(self.tosses.get() + 1);
        match self.heads {
            Some(h) => h,
            None => self.s.call_heads(v, rng),
        }
    }
    fn receive(&mut self, v: &View) -> bool {
        self.receive.unwrap_or_else(|| self.s.receive(v))
    }
    fn let_punt_bounce(&mut self, v: &View, landed: i16) -> bool {
        self.bounce.unwrap_or_else(|| self.s.let_punt_bounce(v, landed))
    }
    fn rekick(&mut self, _v: &View) -> bool {
        self.rekick
    }
    fn throw_on_run(&mut self, v: &View, call: &OffenseCall, defense: &DefenseChoice, called: bool, rng: &mut dyn Randomness) -> bool {
        self.asked_on_the_run.borrow_mut().push((called, defense.call.play));
        self.on_the_run.unwrap_or_else(|| self.s.throw_on_run(v, call, defense, called, rng))
    }
}

fn tables() -> Tables {
    Tables::embedded()
}
/// The kicking play's Z-check FAD without a Z, and with one.
fn nz() -> u8 {
    kick_z_roll(&tables(), false)
}
fn zz() -> u8 {
    kick_z_roll(&tables(), true)
}

fn game(home: Wrap, away: Wrap, opts: Options, r: &[R], spot: i16, down: Down, to_go: u8) -> BonesGame {
    game_with(Box::new(home), Box::new(away), opts, r, spot, down, to_go, 1, 600)
}

/// The script was read to its end, and no further.
fn done(g: &BonesGame) {
    assert_eq!(g.script_left(), Some((0, false)), "the play read other rolls than scripted: {:?}", g.log.iter().map(|l| g.rolls(l).to_string()).collect::<Vec<_>>());
}

fn last_play(g: &BonesGame) -> PlayRecord {
    g.core.log.iter().rev().find_map(|e| if let Event::Play { record, .. } = e { Some(*record) } else { None }).expect("a play")
}

/// Where the ball is: (who has it, yards from its own goal, down, to go).
fn ball(g: &BonesGame) -> (Side, i16, Down, i16) {
    (g.core.possession, g.core.spot.yards(), g.core.down(), g.core.to_go())
}

// ---------------------------------------------------------------- §1.1 the Fast Action Dice

#[test]
fn the_fast_action_dice_read_01_to_00_one_die_1_to_10_two_dice_added_bones_1_1() {
    // [bones 1.1] Black die tens, white die units: 01-00 with 00 = 100; 1d10 reads 1-10 (the 0
    // face is 10); 2d10 adds the dice (2-20).
    let mut rng = ScriptedRandom::new(vec![0, 99, 41, 0, 9, 0, 0, 9, 9, 2, 4]);
    let mut log = RollLog::default();
    let mut d = Dice { rng: &mut rng, log: &mut log };
    assert_eq!(d.fad(Use::Kick), 1);
    assert_eq!(d.fad(Use::Kick), 100);
    assert_eq!(d.fad(Use::Kick), 42);
    assert_eq!(d.d10(Use::Kick), 1);
    assert_eq!(d.d10(Use::Kick), 10);
    assert_eq!(d.two_d10(Use::Recovery), 2);
    assert_eq!(d.two_d10(Use::Recovery), 20);
    assert_eq!(d.two_d10(Use::Recovery), 8, "3 + 5");
    assert!(!rng.exhausted());
    // "The tables refer to 100 as 00": the play-by-play prints it so.
    let shown: Vec<String> = log.iter().map(|r| r.to_string()).collect();
    assert_eq!(shown[..3], ["kick 01", "kick 00", "kick 42"]);
    assert_eq!(Roll::D10(10, Use::Return).to_string(), "ret d10");
}

#[test]
fn the_punt_number_reads_the_lead_die_bones_1_1() {
    // [bones 1.1] item 5 (the punt number, §14.1): lead 0 or 1 reads both faces as digits, 2 or
    // more adds them, lead 2 with 0 is 20; "00" is 10 (A32) and the other die's 0 counts 0 in a
    // sum (A59), each with its option.
    let o = Options::default();
    assert_eq!([punt_number(0, 7, &o), punt_number(1, 4, &o), punt_number(1, 0, &o), punt_number(2, 0, &o), punt_number(2, 1, &o), punt_number(9, 9, &o)], [7, 14, 10, 20, 3, 18]);
    assert_eq!(punt_number(0, 0, &o), 10, "A32: 00 = 10");
    assert_eq!(punt_number(5, 0, &o), 5, "A59: a 0 face counts 0");
    let alt = Options { punt_00: 0, punt_zero_is_ten: true, ..Options::default() };
    assert_eq!((punt_number(0, 0, &alt), punt_number(5, 0, &alt), punt_number(2, 0, &alt)), (0, 15, 20));
    // Through the dice: two faces 0-9, lead first.
    let mut rng = ScriptedRandom::new(rolls(&[R::Punt(1, 4), R::Punt(4, 1)]));
    let mut log = RollLog::default();
    let mut d = Dice { rng: &mut rng, log: &mut log };
    assert_eq!((d.punt_number(&o), d.punt_number(&o)), (14, 5));
}

/// KC (home) runs an inside run left to BK2 from its 40, 1st and 10, against BAL's Pass
/// Defense; BK2's column has one range a row from −2 to 12 and LG blocks with BV 0, so the
/// yardage roll is the gain.
fn run_game(mut home: Wrap, mut away: Wrap, r: &[R]) -> BonesGame {
    home.s.offense.push_back(play(OffenseCall::new(OffPlay::IL, OffBox::BK2)));
    away.s.defense.push_back(DefenseCall::new(DefPlay::Pass));
    let mut g = game(home, away, Options::default(), r, 40, Down::First, 10);
    let d = lineup_offense(&g.teams[HOME].team);
    let (bk2, lg) = (d.get(OffBox::BK2).unwrap(), d.get(OffBox::LG).unwrap());
    card_mut(&mut g, HOME, bk2).rush = Some(column(-2, 12, 40));
    card_mut(&mut g, HOME, lg).bv = Some(0);
    g
}

/// The yardage roll of `run_game`'s carrier for a gain.
fn gain(y: i8) -> u8 {
    column_roll(&column(-2, 12, 40), ColumnRead::Yards(y))
}

/// The first FAD of `run_game`'s play, a Blocking Battle "LG", with or without a Z.
fn lg(z: bool) -> u8 {
    block_roll(&tables(), RunCol::IL, "LG", z)
}

#[test]
fn a_z_is_read_on_the_first_fad_of_a_play_only_bones_1_1() {
    // [bones 1.1] item 6: a Z on the play's first FAD brings a Z event (one more FAD); a later
    // FAD on a number that carries a Z in the tables does not.
    let t = tables();
    let z_number = (1..=100u8).find(|r| t.block(RunCol::IL, *r).1 && column(-2, 12, 40).read(*r) != Some(ColumnRead::Break)).unwrap();
    let mut g = run_game(Wrap::default(), Wrap::default(), &[R::Fad(lg(false)), R::Fad(z_number)]);
    g.step().unwrap();
    done(&g);
    let rolls = g.rolls(&g.log[0]).to_string();
    assert!(!rolls.contains('Z'), "{rolls}");
    // A Z on the first FAD: the Z table is read (a penalty whose column has no foul here).
    let no_foul = (1..=100u8).find(|r| t.penalty(PenCol::Scrimmage, *r).is_none()).unwrap();
    let mut g = run_game(Wrap::default(), Wrap::default(), &[R::Fad(lg(true)), R::Fad(gain(6)), R::Fad(z_roll(&t, ZEvent::Penalty)), R::Fad(no_foul)]);
    g.step().unwrap();
    done(&g);
    let rolls = g.rolls(&g.log[0]).to_string();
    assert!(rolls.contains(&format!("Z {:02}", z_roll(&t, ZEvent::Penalty))), "{rolls}");
    assert_eq!(ball(&g), (HOME, 46, Down::Second, 4));
}

// ---------------------------------------------------------------- §3 the coin toss

#[test]
fn the_visitor_calls_the_toss_and_the_winner_receives_or_defers_bones_3() {
    // [bones 3] The visiting team calls; the winner receives the opening kickoff or defers.
    // The coin: a raw 0 is heads.
    let toss = |away_calls: bool, home_receives: bool, away_receives: bool| {
        let home = Wrap { heads: Some(!away_calls), receive: Some(home_receives), ..Wrap::default() };
        let away = Wrap { heads: Some(away_calls), receive: Some(away_receives), ..Wrap::default() };
        let (h, a) = (home.tosses.clone(), away.tosses.clone());
        // (Then the weather's FAD: Kansas City plays in the open air, M23.)
        let mut g = game(home, away, Options::default(), &[R::Raw(0), R::Fad(1)], 25, Down::First, 10);
        g.core.phase = Phase::CoinToss;
        g.core.clock = huddle_core::Clock::new(1, 900);
        g.step().unwrap();
        done(&g);
        assert_eq!((h.get(), a.get()), (0, 1), "the visitor calls, once");
        let winner = g.core.log.iter().find_map(|e| if let Event::CoinToss { winner, .. } = e { Some(*winner) } else { None }).unwrap();
        (winner, g.core.phase, g.core.first_half_kicker, g.core.second_half_kicker)
    };
    // Heads called, heads shown: the visitor wins and receives, the home team kicks off.
    let (w, phase, first, second) = toss(true, true, true);
    assert_eq!((w, first, second), (AWAY, HOME, AWAY));
    assert!(matches!(phase, Phase::Kickoff { kicker: HOME, from: 35, after_safety: false }), "{phase:?}");
    // Tails called: the home team wins; deferring, it kicks off first and receives the second half.
    let (w, _, first, second) = toss(false, false, true);
    assert_eq!((w, first, second), (HOME, HOME, AWAY));
    // Home wins and receives.
    let (w, _, first, second) = toss(false, true, false);
    assert_eq!((w, first, second), (HOME, AWAY, HOME));
}

// ---------------------------------------------------------------- §4 the sequence of play

#[test]
fn a_penalty_is_offered_to_the_offended_coach_after_the_result_bones_4() {
    // [bones 4] step 6: the offended team accepts the penalty or declines it in favour of the
    // play's result, which it knows when it chooses. Defensive holding (5 yards and a first
    // down) on a 6-yard run: the offense decides, the defense is not asked.
    let t = tables();
    let r = [R::Fad(lg(true)), R::Fad(gain(6)), R::Fad(z_roll(&t, ZEvent::Penalty)), R::Fad(penalty_roll(&t, PenCol::Scrimmage, "Defensive holding"))];
    for take in [false, true] {
        let mut home = Wrap::default();
        home.s.accept = Some(take);
        let mut away = Wrap::default();
        away.s.accept = Some(!take);
        let (ho, ao) = (home.offers.clone(), away.offers.clone());
        let mut g = run_game(home, away, &r);
        g.step().unwrap();
        done(&g);
        assert!(ao.borrow().is_empty(), "the defense is not the offended side");
        let offers = ho.borrow();
        assert_eq!(offers.len(), 1);
        let (play, pen) = offers[0];
        assert_eq!((play.spot, play.first_down), (46, false), "the play's result is known");
        assert_eq!((pen.spot, pen.first_down), (45, true));
        let p = last_play(&g).penalty.expect("the penalty is recorded");
        assert_eq!((p.against, p.accepted), (AWAY, take));
        if take {
            assert_eq!(ball(&g), (HOME, 45, Down::First, 10));
        } else {
            assert_eq!(ball(&g), (HOME, 46, Down::Second, 4), "declined: the run stands");
        }
    }
}

#[test]
fn an_offensive_foul_is_the_defenses_choice_bones_4() {
    // [bones 4] Holding on the offense (10 yards, the down again): the defense chooses, whatever
    // the offense would like.
    let t = tables();
    let r = [R::Fad(lg(true)), R::Fad(gain(6)), R::Fad(z_roll(&t, ZEvent::Penalty)), R::Fad(penalty_roll(&t, PenCol::Scrimmage, "Holding"))];
    for take in [false, true] {
        let mut home = Wrap::default();
        home.s.accept = Some(!take);
        let mut away = Wrap::default();
        away.s.accept = Some(take);
        let (ho, ao) = (home.offers.clone(), away.offers.clone());
        let mut g = run_game(home, away, &r);
        g.step().unwrap();
        done(&g);
        assert_eq!((ho.borrow().len(), ao.borrow().len()), (0, 1));
        assert_eq!(ball(&g), if take { (HOME, 30, Down::First, 20) } else { (HOME, 46, Down::Second, 4) });
    }
}

#[test]
fn a_foul_before_the_snap_may_be_declined_in_favour_of_the_play_bones_4() {
    // [bones 4] step 2: too many men on the display costs 5 yards, and "the offended coach may
    // accept, or decline in favour of the play's result"; the same holds for every foul the Z
    // brings (step 6). Accepted, a foul before the snap is no play.
    let t = tables();
    for (name, offended_home) in [("Too many men on the field", true), ("False start", false), ("Offside", true)] {
        for take in [false, true] {
            let r = [R::Fad(lg(true)), R::Fad(gain(6)), R::Fad(z_roll(&t, ZEvent::Penalty)), R::Fad(penalty_roll(&t, PenCol::Scrimmage, name))];
            let (mut home, mut away) = (Wrap::default(), Wrap::default());
            home.s.accept = Some(take);
            away.s.accept = Some(take);
            let offers = if offended_home { home.offers.clone() } else { away.offers.clone() };
            let mut g = run_game(home, away, &r);
            g.step().unwrap();
            done(&g);
            assert_eq!(offers.borrow().len(), 1, "{name}: offered to the offended coach");
            let want = match (take, offended_home) {
                (false, _) => (HOME, 46, Down::Second, 4),
                (true, true) => (HOME, 45, Down::First, 5),
                (true, false) => (HOME, 35, Down::First, 15),
            };
            assert_eq!(ball(&g), want, "{name}, accepted {take}");
            assert_eq!(last_play(&g).kind == huddle_core::PlayKind::NoPlay, take, "{name}");
        }
    }
}

/// KC (home) kicks off from its 35 to BAL with a known kicker and returner: landings on the
/// die 1 at the 1, 2 TB, 3 OOB, 4 the 5 (Ret −1), 5 the 10 (Ret +2), 6-10 the 3; returns by
/// number 60, 40, 30, 25, 22, 20, 18, 15, 12, 10, an asterisk on 95-00 for a touchdown.
fn kickoff_game(home: Wrap, away: Wrap, opts: Options, r: &[R]) -> BonesGame {
    let mut g = game(home, away, opts, r, 25, Down::First, 10);
    g.core.phase = Phase::Kickoff { kicker: HOME, from: 35, after_safety: false };
    let k = kickoff_man(&g, HOME);
    let cell = |land, ret| KickoffCell { land, ret };
    card_mut(&mut g, HOME, k).kickoff = Some([cell(Landing::Yard(1), 0), cell(Landing::Touchback, 0), cell(Landing::OutOfBounds, 0), cell(Landing::Yard(5), -1), cell(Landing::Yard(10), 2), cell(Landing::Yard(3), 0), cell(Landing::Yard(3), 0), cell(Landing::Yard(3), 0), cell(Landing::Yard(3), 0), cell(Landing::Yard(3), 0)]);
    let kr = returner(&g, AWAY, false);
    let c = card_mut(&mut g, AWAY, kr);
    c.kr = Some(ReturnCol { yards: [60, 40, 30, 25, 22, 20, 18, 15, 12, 10], asterisk: Some(Asterisk { range: D100::new(95, 100), yards: None }) });
    c.fumble = Some(10);
    g
}

fn kicks(kind: KickoffKind) -> Wrap {
    let mut w = Wrap::default();
    w.s.kickoffs.push_back(kind);
    w
}

#[test]
fn a_kicking_team_foul_on_a_return_touchdown_is_declined_a_return_team_foul_calls_it_back_bones_4() {
    // [bones 4] The offended team chooses: the receivers keep a return touchdown rather than
    // take yards for a foul on the kicking team; the kicking team takes the yards from a return
    // team's foul, and the touchdown is gone.
    let t = tables();
    let td = [R::D10(1), R::Fad(zz()), R::Fad(z_roll(&t, ZEvent::Penalty)), R::D10(1), R::Fad(95)];
    let mut r = td.to_vec();
    r.push(R::Fad(penalty_roll(&t, PenCol::Kickoff, "Unnecessary roughness on the kick")));
    let mut g = kickoff_game(kicks(KickoffKind::Normal), Wrap::default(), Options::default(), &r);
    g.step().unwrap();
    done(&g);
    assert_eq!((g.core.score.home, g.core.score.away), (0, 6));
    assert!(matches!(g.core.phase, Phase::Try { team: AWAY }));
    let mut r = td.to_vec();
    r.push(R::Fad(penalty_roll(&t, PenCol::Kickoff, "Illegal block in the back")));
    let mut g = kickoff_game(kicks(KickoffKind::Normal), Wrap::default(), Options::default(), &r);
    g.step().unwrap();
    done(&g);
    assert_eq!((g.core.score.home, g.core.score.away), (0, 0));
    assert_eq!(ball(&g), (AWAY, 89, Down::First, 10), "10 yards back from the kicking team's 1");
    assert!(!last_play(&g).has(PlayFlags::RETURN_TD));
}

// ---------------------------------------------------------------- §14 punts

/// KC (home) punts on 4th down from `spot`: its punter kicks 30 + n yards on punt number n,
/// the Long kick is 70, See Below blocks on 2-5 and fouls on 6-10, Ret is FC on 1-3 and PR on
/// 4-10; BAL's punt returner gains 50, 20, 10, 9, 8, 7, 6, 5, 4, 0 by number, 60 on an asterisk
/// (95-00).
fn punt_game(coffin: Option<u8>, away: Wrap, opts: Options, r: &[R], spot: i16, down: Down) -> BonesGame {
    let mut home = Wrap::default();
    home.s.offense.push_back(OffenseChoice::Punt { coffin, fake: false });
    let mut g = game(home, away, opts, r, spot, down, 10);
    let p = punter(&g, HOME);
    use PuntRet::{FC, PR};
    card_mut(&mut g, HOME, p).punting = Some(PuntingCard { yards: std::array::from_fn(|k| 30 + k as u8), ret: [FC, FC, FC, PR, PR, PR, PR, PR, PR, PR], long: 70, blocked: Some((2, 5)), penalty: Some((6, 10)), cc_adj: 0 });
    let pr = returner(&g, AWAY, true);
    let c = card_mut(&mut g, AWAY, pr);
    c.pr = Some(ReturnCol { yards: [50, 20, 10, 9, 8, 7, 6, 5, 4, 0], asterisk: Some(Asterisk { range: D100::new(95, 100), yards: Some(60) }) });
    c.fumble = Some(10);
    g
}

fn punt_card(g: &mut BonesGame) -> &mut PuntingCard {
    let p = punter(g, HOME);
    card_mut(g, HOME, p).punting.as_mut().unwrap()
}

fn punt(r: &[R], spot: i16) -> BonesGame {
    let mut g = punt_game(None, Wrap::default(), Options::default(), r, spot, Down::Fourth);
    g.step().unwrap();
    done(&g);
    g
}

#[test]
fn the_punt_number_gives_the_distance_and_ret_gives_a_fair_catch_or_a_return_bones_14_1() {
    // [bones 14.1] Lead die 1, other 4: punt number 14 (not 5), 44 yards from the 30: the
    // receivers' 26; Ret 2 is FC.
    let g = punt(&[R::Punt(1, 4), R::Fad(nz()), R::D10(2)], 30);
    assert_eq!(ball(&g), (AWAY, 26, Down::First, 10));
    assert!(last_play(&g).has(PlayFlags::FAIR_CATCH));
    assert_eq!(last_play(&g).yards, 44);
    // Lead 4, other 3: 7, 37 yards, the 33; Ret 5 is PR: return number 3 gains 10.
    let g = punt(&[R::Punt(4, 3), R::Fad(nz()), R::D10(5), R::D10(3)], 30);
    assert_eq!(ball(&g), (AWAY, 43, Down::First, 10));
    assert_eq!(last_play(&g).return_yards, 10);
}

#[test]
fn a_return_number_1_rolls_a_fad_against_the_asterisk_bones_14_1() {
    // [bones 14.1] step 5: a return of '1' rolls a new FAD; inside the asterisk range the
    // asterisk yardage replaces the 1's.
    let g = punt(&[R::Punt(4, 3), R::Fad(nz()), R::D10(5), R::D10(1), R::Fad(94)], 30);
    assert_eq!(ball(&g), (AWAY, 83, Down::First, 10), "94: the 1's 50 yards");
    let g = punt(&[R::Punt(4, 3), R::Fad(nz()), R::D10(5), R::D10(1), R::Fad(95)], 30);
    assert_eq!(ball(&g), (AWAY, 93, Down::First, 7), "95: the asterisk's 60 (goal to go)");
    // Other numbers roll nothing more.
    let g = punt(&[R::Punt(4, 3), R::Fad(nz()), R::D10(5), R::D10(2)], 30);
    assert_eq!(ball(&g), (AWAY, 53, Down::First, 10));
}

#[test]
fn a_punt_into_the_end_zone_is_a_touchback_at_the_20_bones_14_1() {
    // [bones 14.1] step 6: 49 yards from the 60: a touchback, the receivers' 20, no Ret roll.
    let g = punt(&[R::Punt(1, 9), R::Fad(nz())], 60);
    assert_eq!(ball(&g), (AWAY, 20, Down::First, 10));
    assert!(last_play(&g).has(PlayFlags::TOUCHBACK));
}

#[test]
fn a_punt_dying_inside_the_5_is_the_receivers_choice_bones_14_1() {
    // [bones 14.1] step 7 (A35): 46 yards from the 50 lands on the receivers' 4: they let it
    // go into the end zone (the 20, no Ret roll) or return it normally.
    let g = punt(&[R::Punt(1, 6), R::Fad(nz())], 50);
    assert_eq!(ball(&g), (AWAY, 20, Down::First, 10));
    let keep = || Wrap { bounce: Some(false), ..Wrap::default() };
    let mut g = punt_game(None, keep(), Options::default(), &[R::Punt(1, 6), R::Fad(nz()), R::D10(2)], 50, Down::Fourth);
    g.step().unwrap();
    done(&g);
    assert_eq!(ball(&g), (AWAY, 4, Down::First, 10), "fielded: a fair catch at the 4");
    let mut g = punt_game(None, keep(), Options::default(), &[R::Punt(1, 6), R::Fad(nz()), R::D10(5), R::D10(2)], 50, Down::Fourth);
    g.step().unwrap();
    done(&g);
    assert_eq!(ball(&g), (AWAY, 24, Down::First, 10), "returned 20 from the 4");
    // The 6 is no choice: the Ret column is read.
    let g = punt(&[R::Punt(1, 4), R::Fad(nz()), R::D10(1)], 50);
    assert_eq!(ball(&g), (AWAY, 6, Down::First, 10));
}

#[test]
fn punt_number_20_rolls_a_die_against_see_below_bones_14_2() {
    // [bones 14.2] A 1 is the Long kick (70 from the 20: the receivers' 10).
    let g = punt(&[R::Punt(2, 0), R::Fad(nz()), R::D10(1), R::D10(2)], 20);
    assert_eq!(ball(&g), (AWAY, 10, Down::First, 10));
    assert_eq!(last_play(&g).yards, 70);
    // In the Blocked range (2-5): a blocked punt (§14.6): receivers on 7, 5 yards behind the
    // line, a return of the Fumble Return Table's 5.
    let t = tables();
    let RetYards::Yards(y5) = t.fumble_return(5) else { panic!("a yardage on 5") };
    let g = punt(&[R::Punt(2, 0), R::Fad(nz()), R::D10(3), R::D10(7), R::Two(2, 3), R::D10(5)], 30);
    assert_eq!(ball(&g), (AWAY, 75 + y5, Down::First, 10));
    assert!(last_play(&g).has(PlayFlags::BLOCKED));
    // In the Penalty range (6-10): a FAD on the Penalty Table's punt column, followed: roughing
    // the kicker gives the kicking team 15 yards and a first down; its own holding costs 10 and
    // the down again.
    let g = punt(&[R::Punt(2, 0), R::Fad(nz()), R::D10(7), R::Fad(penalty_roll(&t, PenCol::Punt, "Roughing the kicker"))], 30);
    assert_eq!(ball(&g), (HOME, 45, Down::First, 10));
    let g = punt(&[R::Punt(2, 0), R::Fad(nz()), R::D10(10), R::Fad(penalty_roll(&t, PenCol::Punt, "Holding by the kicking team"))], 30);
    assert_eq!(ball(&g), (HOME, 20, Down::Fourth, 20));
    assert_eq!(last_play(&g).penalty.map(|p| p.against), Some(HOME));
    // From the 1 half the distance is nothing: still the kicking team's foul.
    let g = punt(&[R::Punt(2, 0), R::Fad(nz()), R::D10(10), R::Fad(penalty_roll(&t, PenCol::Punt, "Holding by the kicking team"))], 1);
    assert_eq!(ball(&g), (HOME, 1, Down::Fourth, 10));
    assert_eq!(last_play(&g).penalty.map(|p| p.against), Some(HOME), "the record names the fouling team");
}

fn rush() -> Wrap {
    let mut w = Wrap::default();
    w.s.punt_rush = true;
    w
}

fn rushed(r: &[R], spot: i16, opts: Options) -> BonesGame {
    let mut g = punt_game(None, rush(), opts, r, spot, Down::Fourth);
    g.step().unwrap();
    done(&g);
    g
}

#[test]
fn an_all_out_rush_on_a_10_blocks_on_1_to_3_else_kicks_number_11_bones_14_3() {
    // [bones 14.3] Punt number 10 (lead 1, other 0) against the rush: a die of 3 blocks it, the
    // defense's ball 15 yards behind the line (the 30: the receivers' 85).
    let g = rushed(&[R::Punt(1, 0), R::Fad(nz()), R::D10(3)], 30, Options::default());
    assert_eq!(ball(&g), (AWAY, 85, Down::First, 10));
    assert!(last_play(&g).has(PlayFlags::BLOCKED));
    // 4: not blocked, Number 11's 41 yards (the receivers' 29), not Number 10's 40.
    let g = rushed(&[R::Punt(1, 0), R::Fad(nz()), R::D10(4), R::D10(2)], 30, Options::default());
    assert_eq!(ball(&g), (AWAY, 29, Down::First, 10));
    let g = punt(&[R::Punt(1, 0), R::Fad(nz()), R::D10(2)], 30);
    assert_eq!(ball(&g), (AWAY, 30, Down::First, 10), "without the rush: Number 10, no die");
    // The longest return against an all-out rush is 3 yards.
    let g = rushed(&[R::Punt(4, 3), R::Fad(nz()), R::D10(5), R::D10(2)], 30, Options::default());
    assert_eq!(ball(&g), (AWAY, 36, Down::First, 10));
    let g = rushed(&[R::Punt(4, 3), R::Fad(nz()), R::D10(5), R::D10(1), R::Fad(95)], 30, Options::default());
    assert_eq!(ball(&g), (AWAY, 36, Down::First, 10));
}

#[test]
fn an_all_out_rush_block_behind_the_goal_line_is_a_safety_bones_14_3() {
    // [bones 14.3] with §14.6 (A61): from the 10, 15 yards behind the line is the kicking
    // team's end zone: a safety, not the defense's ball on the 1; a touchdown under the option.
    let g = rushed(&[R::Punt(1, 0), R::Fad(nz()), R::D10(1)], 10, Options::default());
    assert_eq!((g.core.score.home, g.core.score.away), (0, 2));
    assert!(matches!(g.core.phase, Phase::Kickoff { kicker: HOME, after_safety: true, .. }), "{:?}", g.core.phase);
    let g = rushed(&[R::Punt(1, 0), R::Fad(nz()), R::D10(1)], 10, Options { blocked_punt_td: true, ..Options::default() });
    assert_eq!((g.core.score.home, g.core.score.away), (0, 6));
    // From the 16 it stays in the field: the receivers' 99.
    let g = rushed(&[R::Punt(1, 0), R::Fad(nz()), R::D10(1)], 16, Options::default());
    assert_eq!(ball(&g), (AWAY, 99, Down::First, 1));
}

#[test]
fn an_all_out_rush_widens_the_blocked_range_bones_14_3() {
    // [bones 14.3] (A33) On "20 See Below": a Blocked range worse than 1-3 grows by 2 (2-5 to
    // 2-7: a 6, otherwise a foul, blocks); a range of three numbers or fewer, or none, becomes
    // four (1-4).
    let t = tables();
    let RetYards::Yards(y5) = t.fumble_return(5) else { panic!("a yardage on 5") };
    let blocked = [R::D10(7), R::Two(2, 3), R::D10(5)];
    let see_below = |d: u8| [R::Punt(2, 0), R::Fad(nz()), R::D10(d)];
    let g = rushed(&[see_below(6).as_slice(), &blocked].concat(), 30, Options::default());
    assert_eq!(ball(&g), (AWAY, 75 + y5, Down::First, 10));
    let g = rushed(&[see_below(8).as_slice(), &[R::Fad(penalty_roll(&t, PenCol::Punt, "Roughing the kicker"))]].concat(), 30, Options::default());
    assert_eq!(ball(&g), (HOME, 45, Down::First, 10), "8 stays a foul");
    // Cards with 2-4 and with no Blocked range; fouls on 8-10.
    for (range, blocks, kicks) in [(Some((2, 4)), 5, 6), (None, 4, 5)] {
        for (d, rush_on) in [(blocks, true), (blocks, false), (kicks, true)] {
            let away = if rush_on { rush() } else { Wrap::default() };
            let r = if d == blocks && rush_on { [see_below(d).as_slice(), &blocked].concat() } else { [see_below(d).as_slice(), &[R::D10(2)]].concat() };
            let mut g = punt_game(None, away, Options::default(), &r, 30, Down::Fourth);
            punt_card(&mut g).blocked = range;
            punt_card(&mut g).penalty = Some((8, 10));
            g.step().unwrap();
            done(&g);
            assert_eq!(last_play(&g).has(PlayFlags::BLOCKED), d == blocks && rush_on, "range {range:?}, die {d}, rush {rush_on}");
        }
    }
}

#[test]
fn a_coffin_corner_deducts_10_to_25_yards_even_numbers_go_out_of_bounds_bones_14_4() {
    // [bones 14.4] A 15-yard deduction from the 40: punt number 8 (38 yards) lands 23 yards out,
    // the receivers' 37, out of bounds: no Ret roll, no return.
    let cc = |coffin: u8, r: &[R], spot: i16| {
        let mut g = punt_game(Some(coffin), Wrap::default(), Options::default(), r, spot, Down::Fourth);
        g.step().unwrap();
        done(&g);
        g
    };
    let g = cc(15, &[R::Punt(4, 4), R::Fad(nz())], 40);
    assert_eq!(ball(&g), (AWAY, 37, Down::First, 10));
    assert!(last_play(&g).has(PlayFlags::OUT_OF_BOUNDS));
    // Odd (7, 37 − 15 = 22 yards: the 38): returned normally, or a fair catch on FC.
    let g = cc(15, &[R::Punt(4, 3), R::Fad(nz()), R::D10(5), R::D10(4)], 40);
    assert_eq!(ball(&g), (AWAY, 47, Down::First, 10));
    let g = cc(15, &[R::Punt(4, 3), R::Fad(nz()), R::D10(1)], 40);
    assert_eq!(ball(&g), (AWAY, 38, Down::First, 10));
    // The deduction is at least 10 and at most 25.
    let g = cc(5, &[R::Punt(4, 4), R::Fad(nz())], 40);
    assert_eq!(ball(&g), (AWAY, 32, Down::First, 10), "10 taken off 38");
    let g = cc(40, &[R::Punt(4, 4), R::Fad(nz())], 40);
    assert_eq!(ball(&g), (AWAY, 47, Down::First, 10), "25 taken off 38");
    // Into the end zone: a touchback (49 − 10 from the 70).
    let g = cc(10, &[R::Punt(1, 9), R::Fad(nz())], 70);
    assert_eq!(ball(&g), (AWAY, 20, Down::First, 10));
    // No bounce-or-return choice for a coffin corner landing inside the 5: the Ret roll is read.
    let mut g = punt_game(Some(10), Wrap::default(), Options::default(), &[R::Punt(4, 3), R::Fad(nz()), R::D10(2)], 50, Down::Fourth);
    punt_card(&mut g).yards[7] = 57;
    g.step().unwrap();
    done(&g);
    assert_eq!(ball(&g), (AWAY, 3, Down::First, 10));
}

#[test]
fn a_coffin_corner_deduction_never_takes_the_punt_behind_the_line_bones_14_4() {
    // [bones 14.4] The deduction comes off the distance "whatever the result", but a punt does
    // not go backwards (third audit): a 12-yard punt with 25 taken off is a punt of 0 yards,
    // the receivers' ball at the line of scrimmage, however near the kicking team's goal line
    // (it was a touchdown for the receivers from the 5, and the kicking team's 27 from the 40).
    for (spot, at) in [(5, 95), (40, 60)] {
        let mut g = punt_game(Some(25), Wrap::default(), Options::default(), &[R::Punt(4, 4), R::Fad(nz())], spot, Down::Fourth);
        punt_card(&mut g).yards[8] = 12;
        g.step().unwrap();
        done(&g);
        assert_eq!(ball(&g), (AWAY, at, Down::First, (100 - at).min(10)), "from the {spot}");
        assert_eq!((g.core.score.home, g.core.score.away), (0, 0));
        assert_eq!(last_play(&g).yards, 0);
    }
}

#[test]
fn the_cc_adjustment_is_used_all_or_none_bones_14_4() {
    // [bones 14.4] (A34, §23 vector 5) CC −2 and a ball on the 4: the 2. On the 2, the whole
    // adjustment would leave the field: none of it (the 2); in part under the option: the 1.
    let adj = |cc_adj: u8, lands: i16, opts: Options| {
        let mut g = punt_game(Some(10), Wrap::default(), opts, &[R::Punt(4, 4), R::Fad(nz())], 50, Down::Fourth);
        let c = punt_card(&mut g);
        c.cc_adj = cc_adj;
        c.yards[8] = (60 - lands) as u8;
        g.step().unwrap();
        done(&g);
        ball(&g).1
    };
    let partial = Options { cc_partial: true, ..Options::default() };
    assert_eq!(adj(2, 4, Options::default()), 2);
    assert_eq!(adj(0, 4, Options::default()), 4);
    assert_eq!(adj(2, 2, Options::default()), 2);
    assert_eq!(adj(5, 4, Options::default()), 4);
    assert_eq!(adj(2, 4, partial.clone()), 2);
    assert_eq!(adj(2, 2, partial.clone()), 1);
    assert_eq!(adj(5, 4, partial), 1);
}

#[test]
fn a_fake_punt_reads_one_die_on_the_fake_punt_table_bones_14_5() {
    // [bones 14.5] 4th and 5 on the 35: a gain reaching the line is a first down; an
    // incompletion gives the ball over at the line.
    let t = tables();
    let fake = |d: u8| {
        let mut home = Wrap::default();
        home.s.offense.push_back(OffenseChoice::Punt { coffin: None, fake: true });
        let mut g = game(home, Wrap::default(), Options::default(), &[R::D10(d)], 35, Down::Fourth, 5);
        g.step().unwrap();
        done(&g);
        g
    };
    let (d, y) = (1..=10u8).find_map(|d| if let FakePunt::Gain(y) = t.fake_punt(d) { (y >= 5).then_some((d, y)) } else { None }).expect("a long gain");
    let g = fake(d);
    assert_eq!(ball(&g), (HOME, 35 + y, Down::First, 10));
    let d = (1..=10u8).find(|d| t.fake_punt(*d) == FakePunt::Inc).expect("an incompletion");
    let g = fake(d);
    assert_eq!(ball(&g), (AWAY, 65, Down::First, 10));
}

/// A punt blocked by "20 See Below" (a 3), with the recovery die, the 2d10 and the return die.
fn blocked(rec: u8, back: (u8, u8), ret: u8, spot: i16, down: Down, opts: Options) -> BonesGame {
    let r = [R::Punt(2, 0), R::Fad(nz()), R::D10(3), R::D10(rec), R::Two(back.0, back.1), R::D10(ret)];
    let mut g = punt_game(None, Wrap::default(), opts, &r, spot, down);
    g.step().unwrap();
    done(&g);
    g
}

#[test]
fn a_blocked_punt_goes_to_the_receivers_on_1_to_7_the_kickers_on_8_to_10_bones_14_6() {
    // [bones 14.6] 7: the receivers, 2d10 (3 + 4) yards behind the 30, with the Fumble Return
    // Table's yards.
    let t = tables();
    let y = |d: u8| match t.fumble_return(d) {
        RetYards::Yards(y) => y,
        RetYards::Td => panic!("the table's {d} is yards"),
    };
    let g = blocked(7, (3, 4), 5, 30, Down::Fourth, Options::default());
    assert_eq!(ball(&g), (AWAY, 77 + y(5), Down::First, 10));
    // 8 on 3rd down: the kickers keep it, 5 yards back: 4th down.
    let g = blocked(8, (2, 3), 5, 30, Down::Third, Options::default());
    assert_eq!(ball(&g), (HOME, 25 + y(5), Down::Fourth, 15 - y(5)));
    // 8 on 4th down: only by making the line to gain (the 40).
    let g = blocked(8, (2, 3), 5, 30, Down::Fourth, Options::default());
    assert_eq!(ball(&g), (AWAY, 75 - y(5), Down::First, 10), "short: the receivers' ball");
    let far = (2..=10u8).find(|d| matches!(t.fumble_return(*d), RetYards::Yards(y) if y >= 15)).expect("a return of 15 or more");
    let g = blocked(8, (2, 3), far, 30, Down::Fourth, Options::default());
    assert_eq!(ball(&g), (HOME, 25 + y(far), Down::First, 10), "made it: a first down");
    // Return number 1 (an asterisk): the receivers score with it; the kicking team ignores it.
    assert_eq!(t.fumble_return(1), RetYards::Td, "the table's asterisk");
    let g = blocked(7, (2, 3), 1, 30, Down::Fourth, Options::default());
    assert_eq!(g.core.score.away, 6);
    let g = blocked(8, (2, 3), 1, 30, Down::Third, Options::default());
    assert_eq!(g.core.score.home, 0);
    assert_eq!(ball(&g).1, 25 + t.c.fumble_asterisk_yards);
}

#[test]
fn a_punt_blocked_into_the_kicking_teams_end_zone_is_a_safety_bones_14_6() {
    // [bones 14.6] (A61) 12 yards behind the 10: a safety whoever recovers; under the option
    // the receivers' recovery is a touchdown.
    for rec in [3, 9] {
        let g = blocked(rec, (6, 6), 5, 10, Down::Fourth, Options::default());
        assert_eq!((g.core.score.home, g.core.score.away), (0, 2), "recovered on {rec}");
        assert!(last_play(&g).has(PlayFlags::SAFETY));
    }
    let td = Options { blocked_punt_td: true, ..Options::default() };
    let g = blocked(3, (6, 6), 5, 10, Down::Fourth, td.clone());
    assert_eq!((g.core.score.home, g.core.score.away), (0, 6));
    let g = blocked(9, (6, 6), 5, 10, Down::Fourth, td);
    assert_eq!((g.core.score.home, g.core.score.away), (0, 2), "the kickers' recovery stays a safety");
}

// ---------------------------------------------------------------- §15 kickoffs, extra points

fn kick(kind: KickoffKind, away: Wrap, opts: Options, r: &[R]) -> BonesGame {
    let mut g = kickoff_game(kicks(kind), away, opts, r);
    g.step().unwrap();
    done(&g);
    g
}

#[test]
fn a_regular_kickoff_lands_on_the_die_and_is_returned_from_there_bones_15_1() {
    // [bones 15.1] Die 1: at the 1; return number 5 gains 22: the 23.
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(1), R::Fad(nz()), R::D10(5)]);
    assert_eq!(ball(&g), (AWAY, 23, Down::First, 10));
    assert_eq!(last_play(&g).return_yards, 22);
    // TB: the 20, no return.
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(2), R::Fad(nz())]);
    assert_eq!(ball(&g), (AWAY, 20, Down::First, 10));
    assert!(last_play(&g).has(PlayFlags::TOUCHBACK));
    let g = kick(KickoffKind::Normal, Wrap::default(), Options { touchback_at: 25, ..Options::default() }, &[R::D10(2), R::Fad(nz())]);
    assert_eq!(ball(&g).1, 25, "the touchback option");
    // OOB: the receivers' 40 ...
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(3)]);
    assert_eq!(ball(&g), (AWAY, 40, Down::First, 10));
    // ... or a kick again, as the receivers choose.
    let g = kick(KickoffKind::Normal, Wrap { rekick: true, ..Wrap::default() }, Options::default(), &[R::D10(3)]);
    assert!(matches!(g.core.phase, Phase::Kickoff { kicker: HOME, from: 35, after_safety: false }), "{:?}", g.core.phase);
}

#[test]
fn the_ret_column_moves_the_return_number_bones_15_1() {
    // [bones 15.1] step 2 (A38): the 5 with Ret −1: return number 5 reads 4 (25): the 30.
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(4), R::Fad(nz()), R::D10(5)]);
    assert_eq!(ball(&g), (AWAY, 30, Down::First, 10));
    // The 10 with Ret +2: 5 reads 7 (18): the 28.
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(5), R::Fad(nz()), R::D10(5)]);
    assert_eq!(ball(&g), (AWAY, 28, Down::First, 10));
    // Ret −1 on a 1 stays 1 (60, and the asterisk's FAD: 50 is outside it).
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(4), R::Fad(nz()), R::D10(1), R::Fad(50)]);
    assert_eq!(ball(&g), (AWAY, 65, Down::First, 10));
}

#[test]
fn an_onside_kick_is_the_kickers_on_01_to_24_at_midfield_bones_15_2() {
    // [bones 15.2] FAD 01-24: the kicking team, 1st and 10 at midfield; 25-00 the receivers,
    // there too; no return.
    for (roll, who) in [(1, HOME), (24, HOME), (25, AWAY), (100, AWAY)] {
        let g = kick(KickoffKind::Onside, Wrap::default(), Options::default(), &[R::Fad(roll)]);
        assert_eq!(ball(&g), (who, 50, Down::First, 10), "FAD {roll}");
        assert_eq!(last_play(&g).has(PlayFlags::RECOVERED_BY_KICKER), who == HOME);
    }
}

#[test]
fn the_onside_kick_defense_bones_15_3() {
    // [bones 15.3] Against the Onside Kick Defense the kickers recover on 01-12 only.
    let okd = || {
        let mut w = Wrap::default();
        w.s.onside_defense = true;
        w
    };
    for (roll, who) in [(12, HOME), (13, AWAY), (24, AWAY)] {
        let g = kick(KickoffKind::Onside, okd(), Options::default(), &[R::Fad(roll)]);
        assert_eq!(ball(&g), (who, 50, Down::First, 10), "FAD {roll}");
    }
    // A normal kick against it: a return of at most 20 (40 from the 1: the 21; a touchdown too).
    let g = kick(KickoffKind::Normal, okd(), Options::default(), &[R::D10(1), R::Fad(nz()), R::D10(2)]);
    assert_eq!(ball(&g), (AWAY, 21, Down::First, 10));
    let g = kick(KickoffKind::Normal, okd(), Options::default(), &[R::D10(1), R::Fad(nz()), R::D10(1), R::Fad(95)]);
    assert_eq!((ball(&g).1, g.core.score.away), (21, 0));
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(1), R::Fad(nz()), R::D10(2)]);
    assert_eq!(ball(&g).1, 41, "without it: 40 yards");
}

#[test]
fn a_squib_kick_starts_the_return_15_yards_out_and_adds_1_to_the_number_bones_15_4() {
    // [bones 15.4] (A37) The 1 becomes the 16; return number 5 reads 6 (20): the 36.
    let g = kick(KickoffKind::Squib, Wrap::default(), Options::default(), &[R::D10(1), R::Fad(nz()), R::D10(5)]);
    assert_eq!(ball(&g), (AWAY, 36, Down::First, 10));
    // A 10 stays a 10 (10 yards): the 26; with the card's Ret +2 too, 9 + 2 + 1 is 10.
    let g = kick(KickoffKind::Squib, Wrap::default(), Options::default(), &[R::D10(1), R::Fad(nz()), R::D10(10)]);
    assert_eq!(ball(&g), (AWAY, 26, Down::First, 10));
    let g = kick(KickoffKind::Squib, Wrap::default(), Options::default(), &[R::D10(5), R::Fad(nz()), R::D10(9)]);
    assert_eq!(ball(&g), (AWAY, 35, Down::First, 10));
}

#[test]
fn an_extra_point_is_a_fad_against_the_kickers_range_bones_15_5() {
    // [bones 15.5] XP range 1-90: 90 is good (1 point), 91 missed; then the scorer kicks off.
    for (roll, pts) in [(1, 1), (90, 1), (91, 0)] {
        let mut g = game(Wrap::default(), Wrap::default(), Options::default(), &[R::Fad(roll)], 25, Down::First, 10);
        g.core.phase = Phase::Try { team: HOME };
        let k = (0..g.teams[HOME].team.players.len() as u16).find(|p| g.available(HOME, *p) && g.teams[HOME].team.player(*p).bones.as_deref().is_some_and(|b| b.kicking.is_some())).unwrap();
        card_mut(&mut g, HOME, k).kicking.as_mut().unwrap().xp = 90;
        g.step().unwrap();
        done(&g);
        assert_eq!((g.core.score.home, g.core.score.away), (pts, 0), "FAD {roll}");
        assert!(matches!(g.core.phase, Phase::Kickoff { kicker: HOME, .. }));
    }
}

#[test]
fn the_two_point_play_is_checked_from_the_2_bones_9_8() {
    // [bones 9.8] The try's play is a play from the 2: no Long pass within 20 yards of the goal,
    // whatever the spot of the touchdown. A refused call is replaced by the Sneak (which gains 1
    // on an even die: short of the goal line).
    let mut g = game(Wrap::default(), Wrap::default(), Options::default(), &[], 25, Down::First, 10);
    let d = lineup_offense(&g.teams[HOME].team);
    assert!(g.check_offense(HOME, &d, &OffenseCall::new(OffPlay::LG, OffBox::FL1)).is_ok(), "at the 25 a Long pass is legal");
    g.core.phase = Phase::Try { team: HOME };
    let e = g.check_offense(HOME, &d, &OffenseCall::new(OffPlay::LG, OffBox::FL1)).unwrap_err();
    assert_eq!(e.rule, "9.8");
    assert_eq!(g.view(HOME).ctx.spot, 98, "the coach's checks see the try's spot too");
    let mut home = Wrap::default();
    home.s.two = true;
    home.s.offense.push_back(play(OffenseCall::new(OffPlay::LG, OffBox::FL1)));
    let mut away = Wrap::default();
    away.s.defense.push_back(DefenseCall::new(DefPlay::Pass));
    let mut g = game(home, away, Options::default(), &[R::Fad(nz()), R::D10(4)], 25, Down::First, 10);
    g.core.phase = Phase::Try { team: HOME };
    g.step().unwrap();
    done(&g);
    assert_eq!(g.refused_calls, 1);
    let text = g.text(g.log.last().unwrap());
    assert!(text.starts_with("two-point try, IL: no good"), "{text}");
    assert_eq!((g.core.score.home, g.core.score.away), (0, 0));
}

#[test]
fn a_field_goal_reads_the_kickers_band_and_falls_off_beyond_his_last() {
    // The field-goal page is missing from the seed (a reconstruction, docs/bones-tables.md):
    // distance = yards to the goal + 17; good on a FAD within the band's range; beyond the
    // card's last band the range loses `beyond_per_yard` (10) numbers a yard.
    use huddle_bones::game::fg_good;
    use huddle_cards::bones::{FgBand, PlaceKicking};
    let k = PlaceKicking { xp: 95, fg: vec![FgBand { from: 0, to: 49, good: 90 }, FgBand { from: 50, to: 55, good: 70 }] };
    assert_eq!(tables().fg.beyond_per_yard, 10);
    assert_eq!([fg_good(Some(&k), 49, 10), fg_good(Some(&k), 55, 10), fg_good(Some(&k), 57, 10), fg_good(Some(&k), 63, 10)], [90, 70, 50, 0]);
    for (roll, good) in [(50, true), (51, false)] {
        let mut home = Wrap::default();
        home.s.offense.push_back(OffenseChoice::FieldGoal);
        let mut g = game(home, Wrap::default(), Options::default(), &[R::Fad(roll), R::Fad(nz())], 60, Down::Fourth, 5);
        let kicker = (0..g.teams[HOME].team.players.len() as u16).find(|p| g.available(HOME, *p) && g.teams[HOME].team.player(*p).bones.as_deref().is_some_and(|b| b.kicking.is_some())).unwrap();
        card_mut(&mut g, HOME, kicker).kicking = Some(k.clone());
        g.step().unwrap();
        done(&g);
        assert_eq!(g.core.score.home, if good { 3 } else { 0 }, "a 57-yard kick, FAD {roll}");
        assert!(g.text(g.log.last().unwrap()).starts_with("57-yard field goal"));
    }
}

#[test]
fn a_z_on_a_field_goal_reads_the_penalty_tables_field_goal_column_bones_16() {
    // [bones 1.1] [bones 4] A Z rides on a kick: on a field goal its penalty is read on the Penalty
    // Table's field-goal column (M17). The offended side chooses: roughing the kicker after a
    // miss gives the kicking team 15 yards and a first down; holding by the kicking team takes a
    // good kick off the board (10 yards back, the down again); a foul that helps nobody is
    // declined and the kick stands.
    use huddle_cards::bones::{FgBand, PlaceKicking};
    let t = tables();
    let kick = |roll: u8, pen: &str| {
        let mut home = Wrap::default();
        home.s.offense.push_back(OffenseChoice::FieldGoal);
        let rolls = [R::Fad(roll), R::Fad(zz()), R::Fad(z_roll(&t, ZEvent::Penalty)), R::Fad(penalty_roll(&t, PenCol::FieldGoal, pen))];
        let mut g = game(home, Wrap::default(), Options::default(), &rolls, 70, Down::Fourth, 5);
        let kicker = (0..g.teams[HOME].team.players.len() as u16).find(|p| g.available(HOME, *p) && g.teams[HOME].team.player(*p).bones.as_deref().is_some_and(|b| b.kicking.is_some())).unwrap();
        card_mut(&mut g, HOME, kicker).kicking = Some(PlaceKicking { xp: 95, fg: vec![FgBand { from: 0, to: 60, good: 50 }] });
        g.step().unwrap();
        done(&g);
        g
    };
    // A miss (FAD 60 over a Good range of 50), roughing the kicker: the kicking team's ball,
    // 15 yards on, a first down.
    let g = kick(60, "Roughing the kicker");
    assert_eq!((g.core.score.home, ball(&g)), (0, (HOME, 85, Down::First, 10)));
    assert_eq!(last_play(&g).penalty.map(|p| (p.against, p.yards)), Some((AWAY, 15)));
    // A good kick, holding by the kicking team: no points, 10 yards back, fourth down again.
    let g = kick(40, "Holding by the kicking team");
    assert_eq!((g.core.score.home, ball(&g)), (0, (HOME, 60, Down::Fourth, 15)));
    // A good kick, roughing the kicker: declined, the three points stand.
    let g = kick(40, "Roughing the kicker");
    assert_eq!(g.core.score.home, 3);
    // A miss, holding by the kicking team: declined, the defense's ball.
    let g = kick(60, "Holding by the kicking team");
    assert_eq!((g.core.score.home, ball(&g).0), (0, AWAY));
}

#[test]
fn a_sack_charges_no_ballhandler_a_rest_rate_bones_10_2() {
    // [bones 10.2] A Short pass against a Blitz goes to the Pass Rush (§9.1 step 2): a FAD of 01
    // is a SACK of 2d10 yards. The receiver never had the ball and the quarterback did not run:
    // neither is charged against his rest rate (reconstruction, docs/bones-decisions.md).
    let bal = team("BAL");
    let dd = huddle_bones::display::lineup_defense(&bal);
    let mut blitz = DefenseCall::new(DefPlay::Blitz);
    blitz.blitzers[0] = dd.in_box(huddle_cards::DefBox::F).next();
    blitz.blitzers[1] = dd.in_box(huddle_cards::DefBox::H).next();
    let mut home = Wrap::default();
    home.s.offense.push_back(play(OffenseCall::new(OffPlay::SH, OffBox::FL1)));
    let mut away = Wrap::default();
    away.s.defense.push_back(blitz);
    let mut g = game(home, away, Options::default(), &[R::Fad(1), R::D10(3), R::D10(4)], 40, Down::First, 10);
    g.step().unwrap();
    done(&g);
    assert_eq!(ball(&g), (HOME, 33, Down::Second, 17), "sacked for 7");
    assert!(g.teams[HOME].used_possession.is_empty(), "{:?}", g.teams[HOME].used_possession);
    // The Sneak is the quarterback's keep: not charged either.
    let mut home = Wrap::default();
    home.s.offense.push_back(play(OffenseCall::new(OffPlay::IL, OffBox::QB).with(OffStrategy::Sneak)));
    let mut g = game(home, Wrap::default(), Options::default(), &[R::Fad(nz()), R::D10(4)], 40, Down::Third, 1);
    g.step().unwrap();
    assert!(g.teams[HOME].used_possession.is_empty(), "the Sneak is not charged");
}

/// A Quick pass to Flanker #1 with Kareem Hunt (BK2) kept in to block; its receiver roll sends it
/// to BK2 (98 without a Z, 00 with one), who cannot catch it: a dead target (§9.1 step 4).
fn to_the_blocker(shotgun: bool) -> OffenseChoice {
    let mut c = OffenseCall::new(OffPlay::QK, OffBox::FL1);
    c.blockers[0] = Some(OffBox::BK2);
    c.shotgun = shotgun;
    play(c)
}

#[test]
fn a_pass_nobody_can_catch_charges_nobody_bones_9_1() {
    // [bones 9.1] A pass redirected to a back kept in to block: "a player who cannot catch it due
    // to pass blocking duties" (step 4). Nobody handled the ball: no rest rate is charged
    // (docs/bones-decisions.md, Rest rates), and a Z's injury to the ballhandler hurts nobody.
    let t = tables();
    let mut home = Wrap::default();
    home.s.offense.push_back(to_the_blocker(false));
    let mut away = Wrap::default();
    away.s.defense.push_back(DefenseCall::new(DefPlay::Pass));
    let z = z_roll(&t, ZEvent::Injury(Hurt::Ballhandler));
    let mut g = game(home, away, Options::default(), &[R::Fad(100), R::Fad(1), R::Fad(z)], 40, Down::First, 10);
    g.step().unwrap();
    assert!(g.text(g.log.last().unwrap()).contains("incomplete"), "{}", g.text(g.log.last().unwrap()));
    assert!(g.teams[HOME].used_possession.is_empty(), "[bones 9.1] the blocking back is charged: {:?}", g.teams[HOME].used_possession);
    assert!(!last_play(&g).has(PlayFlags::INJURY) && g.teams[HOME].out.is_empty(), "[bones 9.1] the blocking back is hurt as the ballhandler");
    done(&g);
}

#[test]
fn the_defense_sees_the_shotgun_bones_12_5() {
    // [bones 12.5] "the QB card is moved to the 'Shotgun' position before the defense completes
    // shifting players on the display": the defense's view carries it on that play only.
    let mut home = Wrap::default();
    home.s.offense.push_back(to_the_blocker(true));
    home.s.offense.push_back(to_the_blocker(false));
    let mut away = Wrap::default();
    away.s.defense.push_back(DefenseCall::new(DefPlay::Pass));
    away.s.defense.push_back(DefenseCall::new(DefPlay::Pass));
    let seen = away.shotguns.clone();
    let mut g = game(home, away, Options::default(), &[R::Fad(98), R::Fad(1), R::Fad(98), R::Fad(1)], 40, Down::First, 10);
    g.step().unwrap();
    g.step().unwrap();
    done(&g);
    assert_eq!(*seen.borrow(), vec![true, false], "[bones 12.5] the defense sees the Shotgun");
}

#[test]
fn a_run_charges_the_rushing_rest_rate_and_a_catch_the_receiving_rate_bones_7_8() {
    // [bones 7.8] "The Rushing Rest rate is applied" to a run; a catch charges the receiving rate
    // (reconstruction: 1 rests him on the next play, 3 for the rest of the possession). Kareem
    // Hunt (BK2) runs, or catches a Quick pass, then the quarterback sneaks: whether Hunt may be
    // given the ball on the third play depends on the rate of his touch alone.
    let sneak = || play(OffenseCall::new(OffPlay::IL, OffBox::QB).with(OffStrategy::Sneak));
    let hunt_after = |first: OffenseCall, rest: huddle_cards::bones::RestRates, r: &[R]| {
        let mut home = Wrap::default();
        home.s.offense.extend([play(first), sneak()]);
        let mut away = Wrap::default();
        away.s.defense.extend([DefenseCall::new(DefPlay::Pass), DefenseCall::new(DefPlay::Pass)]);
        let mut g = run_game(home, away, r);
        home_bk2_rest(&mut g, rest);
        g.step().unwrap();
        let d = lineup_offense(&g.teams[HOME].team);
        let run = OffenseCall::new(OffPlay::IL, OffBox::BK2);
        assert_eq!(g.check_offense(HOME, &d, &run).map_err(|e| e.rule), Err("16"), "he handled the ball on the play before");
        g.step().unwrap();
        done(&g);
        g.check_offense(HOME, &d, &run).is_ok()
    };
    let rates = |rush, recv| huddle_cards::bones::RestRates { rush, pass: 0, recv };
    let run = OffenseCall::new(OffPlay::IL, OffBox::BK2);
    let run_rolls = [R::Fad(lg(false)), R::Fad(gain(3)), R::Fad(nz()), R::D10(4)];
    assert!(hunt_after(run, rates(1, 3), &run_rolls), "[bones 7.8] a run charges his rushing rate (1)");
    assert!(!hunt_after(run, rates(3, 1), &run_rolls), "[bones 7.8] a run charges his rushing rate (3)");
    let catch = OffenseCall::new(OffPlay::QK, OffBox::BK2);
    let catch_rolls = [R::Fad(1), R::Fad(1), R::Fad(50), R::Fad(nz()), R::D10(4)];
    assert!(hunt_after(catch, rates(3, 1), &catch_rolls), "[bones 7.8] a catch charges his receiving rate (1)");
    assert!(!hunt_after(catch, rates(1, 3), &catch_rolls), "[bones 7.8] a catch charges his receiving rate (3)");
}

fn home_bk2_rest(g: &mut BonesGame, rest: huddle_cards::bones::RestRates) {
    let bk2 = lineup_offense(&g.teams[HOME].team).get(OffBox::BK2).unwrap();
    card_mut(g, HOME, bk2).rest = rest;
}

#[test]
fn a_z_on_a_kickoff_return_checks_the_returners_fumble_range_bones_15_6() {
    // [bones 15.6] A Z, a fumble: FAD in the returner's range (1-10), then 01-50 he recovers,
    // 51-00 the kicking team, where the return ended (the 23), without an advance.
    let t = tables();
    let fumble = [R::D10(1), R::Fad(zz()), R::Fad(z_roll(&t, ZEvent::Fumble)), R::D10(5)];
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[fumble.as_slice(), &[R::Fad(10), R::Fad(50)]].concat());
    assert_eq!(ball(&g), (AWAY, 23, Down::First, 10));
    assert!(last_play(&g).has(PlayFlags::FUMBLE) && !last_play(&g).has(PlayFlags::FUMBLE_LOST));
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[fumble.as_slice(), &[R::Fad(10), R::Fad(51)]].concat());
    assert_eq!(ball(&g), (HOME, 77, Down::First, 10));
    assert!(last_play(&g).has(PlayFlags::FUMBLE_LOST));
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[fumble.as_slice(), &[R::Fad(11)]].concat());
    assert_eq!(ball(&g), (AWAY, 23, Down::First, 10), "11 is outside the range");
    assert!(!last_play(&g).has(PlayFlags::FUMBLE));
    // In the rain (M23: a ballhandler's fumble range +4) 11-14 fumble too.
    let mut g = kickoff_game(kicks(KickoffKind::Normal), Wrap::default(), Options::default(), &[fumble.as_slice(), &[R::Fad(14), R::Fad(50)]].concat());
    g.weather = t.weather.conditions.iter().position(|c| c.name == "rain").unwrap();
    assert_eq!(g.conditions().fumble, 4);
    g.step().unwrap();
    done(&g);
    assert!(last_play(&g).has(PlayFlags::FUMBLE), "FAD 14 in the rain");
    // No Z, no check (a FAD of 10 would be in the range).
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(1), R::Fad(nz()), R::D10(5)]);
    assert!(!last_play(&g).has(PlayFlags::FUMBLE));
    // A touchback ignores the fumble.
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(2), R::Fad(zz()), R::Fad(z_roll(&t, ZEvent::Fumble))]);
    assert_eq!(ball(&g), (AWAY, 20, Down::First, 10));
}

// ---------------------------------------------------------------- §17.1 the seed's numbers in play

#[test]
fn the_seeds_kicking_numbers_in_play_bones_17_1() {
    // [bones 17.1] T3/T4 (onside 24 and 12), T5 (50), T6 (7), T7 (3), T20 (touchback 20,
    // kickoff OOB 40, max returns 20 and 3, 15 yards back, squib +15) at their edges.
    let t = tables();
    let c = &t.c;
    assert_eq!((c.onside_recover, c.onside_recover_vs_defense, c.kr_fumble_recover, c.blocked_punt_receiving), (24, 12, 50, 7));
    let g = kick(KickoffKind::Onside, Wrap::default(), Options::default(), &[R::Fad(c.onside_recover + 1)]);
    assert_eq!(g.core.possession, AWAY, "T3");
    let g = blocked(c.blocked_punt_receiving + 1, (1, 1), 5, 30, Down::Third, Options::default());
    assert_eq!(g.core.possession, HOME, "T6: 8 is the kickers'");
    let g = rushed(&[R::Punt(1, 0), R::Fad(nz()), R::D10(4), R::D10(2)], 30, Options::default());
    assert!(!last_play(&g).has(PlayFlags::BLOCKED), "T7: 4 is not blocked");
    let g = kick(KickoffKind::Squib, Wrap::default(), Options::default(), &[R::D10(6), R::Fad(nz()), R::D10(10)]);
    assert_eq!(ball(&g).1, 3 + 15 + 10, "T20: a squib from the 3 returns from the 18, number 10 capped");
    let g = kick(KickoffKind::Normal, Wrap::default(), Options::default(), &[R::D10(3)]);
    assert_eq!(ball(&g), (AWAY, 40, Down::First, 10), "T20: kickoff OOB, the 40");
}

#[test]
fn the_sneak_and_the_pitchout_tables_in_play_bones_17_1() {
    // [bones 17.1] T9: the Sneak gains 1 on an even die, nothing on an odd one (its first FAD
    // only looks for a Z, A22). T1: a pitchout is an inside run on 01-50, a sweep on 51-00.
    for (d, want) in [(4, (HOME, 41, Down::First, 10)), (3, (HOME, 40, Down::Fourth, 1))] {
        let mut home = Wrap::default();
        home.s.offense.push_back(play(OffenseCall::new(OffPlay::IL, OffBox::QB).with(OffStrategy::Sneak)));
        let mut away = Wrap::default();
        away.s.defense.push_back(DefenseCall::new(DefPlay::Pass));
        let mut g = game(home, away, Options::default(), &[R::Fad(nz()), R::D10(d)], 40, Down::Third, 1);
        g.step().unwrap();
        done(&g);
        assert_eq!(ball(&g), want, "die {d}");
    }
    let t = tables();
    // A roll that reads LG on the inside column and LT on the sweep, without a Z.
    let b = (1..=100u8).find(|r| t.block(RunCol::IL, *r) == (huddle_bones::tables::Block::parse("LG").unwrap(), false) && t.block(RunCol::SL, *r).0 == huddle_bones::tables::Block::parse("LT").unwrap()).unwrap();
    for (pitch, tag) in [(50, "(LG"), (51, "(LT")] {
        let mut home = Wrap::default();
        home.s.offense.push_back(play(OffenseCall::new(OffPlay::PL, OffBox::BK2)));
        let mut away = Wrap::default();
        away.s.defense.push_back(DefenseCall::new(DefPlay::Pass));
        let mut g = game(home, away, Options::default(), &[R::Fad(pitch), R::Fad(b), R::Fad(gain(3))], 40, Down::First, 10);
        let bk2 = lineup_offense(&g.teams[HOME].team).get(OffBox::BK2).unwrap();
        card_mut(&mut g, HOME, bk2).rush = Some(column(-2, 12, 40));
        g.step().unwrap();
        done(&g);
        assert!(g.text(&g.log[0]).contains(tag), "pitch {pitch}: {}", g.text(&g.log[0]));
    }
}

// ---------------------------------------------------------------- penalties at the end of a half
// (p.12 is missing: "Penalties Near the End of a Half or Game", "10 second runoff", "Time
// expenditure for Penalties"; the digest's §16 reconstruction: the NFL's 2013 rules)

/// `run_game`'s inside run, `plays` times, in `period` with `secs` left; the defense accepts
/// every foul offered to it and the offense too.
fn late_runs(plays: usize, mut home: Wrap, mut away: Wrap, r: &[R], period: u8, secs: u16) -> BonesGame {
    for _ in 0..plays {
        home.s.offense.push_back(play(OffenseCall::new(OffPlay::IL, OffBox::BK2)));
        away.s.defense.push_back(DefenseCall::new(DefPlay::Pass));
    }
    home.s.accept = Some(true);
    away.s.accept = Some(true);
    let mut g = game_with(Box::new(home), Box::new(away), Options::default(), r, 40, Down::First, 10, period, secs);
    let d = lineup_offense(&g.teams[HOME].team);
    let (bk2, lg) = (d.get(OffBox::BK2).unwrap(), d.get(OffBox::LG).unwrap());
    card_mut(&mut g, HOME, bk2).rush = Some(column(-2, 12, 40));
    card_mut(&mut g, HOME, lg).bv = Some(0);
    g
}

/// The rolls of `late_runs`'s run with a Z that brings the foul named so.
fn fouled(name: &str) -> [R; 4] {
    let t = tables();
    [R::Fad(lg(true)), R::Fad(gain(6)), R::Fad(z_roll(&t, ZEvent::Penalty)), R::Fad(penalty_roll(&t, PenCol::Scrimmage, name))]
}

#[test]
fn a_defensive_foul_on_the_last_play_of_a_half_gives_an_untimed_down_bones_4() {
    // [bones 4] step 6 with the missing "Penalties Near the End of a Half or Game": an accepted
    // live-ball foul by the defense on the play that runs out a half's clock gives the offense
    // one more, untimed, down; the offense's own foul does not, nor a foul declined; a quarter
    // that ends no half simply ends (third audit: every half ended on the play).
    for (period, foul, extended) in [(2, "Defensive holding", true), (4, "Pass interference", false), (4, "Face mask", true), (2, "Holding", false), (1, "Defensive holding", false)] {
        // Pass interference needs a pass: on this run it is no foul, the play stands.
        let mut g = late_runs(1, Wrap::default(), Wrap::default(), &fouled(foul), period, 5);
        g.step().unwrap();
        done(&g);
        let untimed = g.core.clock.period.0 == period && g.core.clock.remaining == 0 && g.core.phase == Phase::Scrimmage;
        assert_eq!(untimed, extended, "Q{period} {foul}: {:?} {:?}", g.core.clock, g.core.phase);
        assert_eq!(g.core.untimed_down, extended, "Q{period} {foul}");
    }
    // The untimed down is played, and then the half ends.
    let mut r = fouled("Defensive holding").to_vec();
    r.extend([R::Fad(lg(false)), R::Fad(gain(3))]);
    let mut g = late_runs(2, Wrap::default(), Wrap::default(), &r, 2, 5);
    g.step().unwrap();
    g.step().unwrap();
    done(&g);
    assert_eq!(g.core.clock.period.0, 3, "the half is over after the untimed down");
}

#[test]
fn a_defensive_foul_on_a_missed_field_goal_at_the_end_of_a_half_gives_an_untimed_down_bones_4() {
    // [bones 4] The untimed down after the defense's accepted foul on a kick too: roughing the
    // kicker on a missed field goal as the half runs out leaves the kicking team the ball, first
    // down, and one more untimed down; holding by the kicking team on a good kick (its own foul,
    // accepted) ends the half without the points.
    use huddle_cards::bones::{FgBand, PlaceKicking};
    let t = tables();
    for (roll, pen, extended) in [(60, "Roughing the kicker", true), (40, "Holding by the kicking team", false)] {
        let mut home = Wrap::default();
        home.s.offense.push_back(OffenseChoice::FieldGoal);
        let rolls = [R::Fad(roll), R::Fad(zz()), R::Fad(z_roll(&t, ZEvent::Penalty)), R::Fad(penalty_roll(&t, PenCol::FieldGoal, pen))];
        let mut g = game_with(Box::new(home), Box::new(Wrap::default()), Options::default(), &rolls, 70, Down::Fourth, 5, 2, 3);
        let kicker = (0..g.teams[HOME].team.players.len() as u16).find(|p| g.available(HOME, *p) && g.teams[HOME].team.player(*p).bones.as_deref().is_some_and(|b| b.kicking.is_some())).unwrap();
        card_mut(&mut g, HOME, kicker).kicking = Some(PlaceKicking { xp: 95, fg: vec![FgBand { from: 0, to: 60, good: 50 }] });
        g.step().unwrap();
        done(&g);
        assert_eq!(g.core.score.home, 0, "{pen}");
        assert_eq!((g.core.clock.period.0, g.core.untimed_down), if extended { (2, true) } else { (3, false) }, "{pen}");
    }
}

#[test]
fn a_foul_before_the_snap_takes_no_time_bones_4() {
    // [bones 4] "Time expenditure for Penalties" (p.12 missing): an accepted foul before the
    // snap is no play, and no time runs (a live-ball foul takes M21's 10 s); with the clock at
    // 0:00 for an untimed down, that down is still to play (third audit: every accepted foul
    // took 10 s).
    for (foul, secs) in [("False start", 0), ("Offside", 0), ("Defensive holding", 10), ("Holding", 10)] {
        let mut g = late_runs(1, Wrap::default(), Wrap::default(), &fouled(foul), 1, 600);
        g.step().unwrap();
        done(&g);
        assert_eq!(g.core.clock.remaining, 600 - secs, "{foul}");
    }
    let mut g = late_runs(1, Wrap::default(), Wrap::default(), &fouled("Offside"), 2, 0);
    g.core.untimed_down = true;
    g.step().unwrap();
    done(&g);
    assert_eq!((g.core.clock.period.0, g.core.phase, g.core.untimed_down), (2, Phase::Scrimmage, true), "the untimed down is still to play");
}

#[test]
fn a_false_start_in_the_last_minute_runs_ten_seconds_off_bones_4() {
    // [bones 4] The missing "10 second runoff" (the NFL's 2013 rule): in the last minute of a
    // half, the clock running, an offense's foul that prevents the snap (a false start, an
    // illegal shift) runs 10 seconds off, unless the defense declines it (behind at the end of
    // the game it wants the time) or the offense calls a time-out instead; with the clock
    // stopped, nothing runs off. With 10 seconds or less left the half is over.
    let fs = fouled("False start");
    let run3 = [R::Fad(lg(false)), R::Fad(gain(3))];
    // A run from 1:40 (40 s, the clock running) leaves 1:00; the false start: 0:50.
    let both = [&run3[..], &fs[..]].concat();
    let mut g = late_runs(2, Wrap::default(), Wrap::default(), &both, 2, 100);
    g.step().unwrap();
    g.step().unwrap();
    done(&g);
    assert_eq!(g.core.clock.remaining, 50);
    assert!(g.text(g.log.last().unwrap()).contains("10 seconds run off"), "{}", g.text(g.log.last().unwrap()));
    // Behind at the end of the game, the defense declines the runoff.
    let mut g = late_runs(2, Wrap::default(), Wrap::default(), &both, 4, 100);
    g.core.score = huddle_core::PerSide::new(20, 17);
    g.step().unwrap();
    g.step().unwrap();
    done(&g);
    assert_eq!(g.core.clock.remaining, 60, "declined");
    // The offense calls a time-out instead (not after the run: the first answer is no).
    let mut home = Wrap::default();
    home.s.timeouts = [false, true].into();
    let mut g = late_runs(2, home, Wrap::default(), &both, 2, 100);
    g.step().unwrap();
    g.step().unwrap();
    done(&g);
    assert_eq!((g.core.clock.remaining, g.core.timeouts[HOME]), (60, 2), "a time-out instead");
    // The clock stopped (no play before it here): nothing runs off.
    let mut g = late_runs(1, Wrap::default(), Wrap::default(), &fs, 2, 50);
    g.step().unwrap();
    done(&g);
    assert_eq!(g.core.clock.remaining, 50, "the clock was stopped");
    // Outside the last minute: no runoff (and no time, as for any foul before the snap).
    let mut g = late_runs(2, Wrap::default(), Wrap::default(), &both, 2, 200);
    g.step().unwrap();
    g.step().unwrap();
    done(&g);
    assert_eq!(g.core.clock.remaining, 160);
    // 0:48 with the clock running: the run leaves 0:08, the runoff ends the half.
    let mut g = late_runs(2, Wrap::default(), Wrap::default(), &both, 2, 48);
    g.step().unwrap();
    g.step().unwrap();
    done(&g);
    assert_eq!(g.core.clock.period.0, 3, "the half is over");
}

// ---------------------------------------------------------------- §11.2 throwing on the run

/// KC's Short pass to Flanker #1 (the call's `tor` as given) against BAL's Pass Defense, its
/// receiver roll a Pass Rush; the quarterback's line SACK 01-00 of nothing (0 and the rush
/// sums), RUN to 60, COM to 80, his rushing column and the receivers' on the all-ranged column.
fn flushed(tor: bool, shotgun: bool, coach: Wrap, r: &[R]) -> BonesGame {
    let mut home = coach;
    let mut c = OffenseCall::new(OffPlay::SH, OffBox::FL1);
    c.shotgun = shotgun;
    home.s.offense.push_back(OffenseChoice::Play { display: lineup_offense(&team("KC")), call: c, throw_on_run: tor });
    let mut away = Wrap::default();
    away.s.defense.push_back(DefenseCall::new(DefPlay::Pass));
    let mut g = game(home, away, Options::default(), r, 40, Down::First, 10);
    let d = lineup_offense(&g.teams[HOME].team);
    let qb = d.get(OffBox::QB).unwrap();
    let c = card_mut(&mut g, HOME, qb);
    c.qb.as_mut().unwrap().pass_rush = huddle_cards::bones::PassRush { sack: 0, run: 60, com: 80 };
    c.rush = Some(column(-2, 12, 40));
    for b in [OffBox::LE, OffBox::RTE, OffBox::FL1, OffBox::FL2, OffBox::BK2] {
        let p = d.get(b).unwrap();
        let c = card_mut(&mut g, HOME, p);
        c.quick = Some(column(-2, 12, 40));
        c.short = Some(column(-2, 12, 40));
    }
    g
}

#[test]
fn the_offense_decides_to_throw_on_the_run_when_the_rush_flushes_its_quarterback_bones_11_2() {
    // [bones 11.2] "The decision to run or pass is made before rolling the next FAD" (L220),
    // once the Pass Rush line reads RUN, the defense's call revealed: the offense's coach is asked
    // then, the call's `tor` its default answer (third audit: `tor` was fixed with the call and
    // nobody was asked).
    let t = tables();
    let pr = receiver_roll(&t, PassCol::Short, "PR", false);
    let orig_quick = (1..=100u8).find(|x| t.receiver(PassCol::Quick, *x) == (huddle_bones::tables::Receiver::Original, false)).unwrap();
    let runs = [R::Fad(pr), R::Fad(60), R::Fad(gain(6))];
    let throws = [R::Fad(pr), R::Fad(60), R::Fad(orig_quick), R::Fad(1), R::Fad(gain(7))];
    for (tor, answer, r, kind) in [(true, Some(false), &runs[..], huddle_core::PlayKind::Scramble), (false, Some(true), &throws[..], huddle_core::PlayKind::Pass), (true, None, &throws[..], huddle_core::PlayKind::Pass), (false, None, &runs[..], huddle_core::PlayKind::Scramble)] {
        let coach = Wrap { on_the_run: answer, ..Wrap::default() };
        let asked = coach.asked_on_the_run.clone();
        let mut g = flushed(tor, false, coach, r);
        g.step().unwrap();
        done(&g);
        assert_eq!(*asked.borrow(), vec![(tor, DefPlay::Pass)], "asked once, the call's tor and the defense's call known");
        assert_eq!(last_play(&g).kind, kind, "tor {tor}, answer {answer:?}: {}", g.text(&g.log[0]));
    }
    // No RUN (a COM on the line): nobody is asked.
    let coach = Wrap { on_the_run: Some(true), ..Wrap::default() };
    let asked = coach.asked_on_the_run.clone();
    let mut g = flushed(false, false, coach, &[R::Fad(pr), R::Fad(70), R::Fad(gain(5))]);
    g.step().unwrap();
    done(&g);
    assert!(asked.borrow().is_empty());
    // From the Shotgun he cannot throw on the run (§12.5): he runs, unasked.
    let coach = Wrap { on_the_run: Some(true), ..Wrap::default() };
    let asked = coach.asked_on_the_run.clone();
    let mut g = flushed(true, true, coach, &runs);
    g.step().unwrap();
    done(&g);
    assert!(asked.borrow().is_empty() && last_play(&g).kind == huddle_core::PlayKind::Scramble);
}

// ---------------------------------------------------------------- §20 what a league needs

#[test]
fn an_injury_beyond_the_game_is_reported_for_the_league_bones_20() {
    // [bones 20] item 8: a Z injury to the ball carrier for this game and two more is listed by
    // `lasting_injuries`; one for the rest of the game is not, though he is out.
    let t = tables();
    let bk2 = lineup_offense(&team("KC")).get(OffBox::BK2).unwrap();
    let id = team("KC").player(bk2).id.clone();
    let hurt = |d: Duration| {
        let r = [R::Fad(lg(true)), R::Fad(gain(6)), R::Fad(z_roll(&t, ZEvent::Injury(Hurt::Ballhandler))), R::Fad(injury_roll(&t, d))];
        let mut g = run_game(Wrap::default(), Wrap::default(), &r);
        g.step().unwrap();
        done(&g);
        assert!(last_play(&g).has(PlayFlags::INJURY));
        assert!(!g.available(HOME, bk2));
        g
    };
    assert_eq!(hurt(Duration::Games(2)).lasting_injuries(), vec![(HOME, id, 2)]);
    assert!(hurt(Duration::Game).lasting_injuries().is_empty());
}

#[test]
fn an_injury_is_replaced_from_the_hurt_players_own_bench_bones_20() {
    // [bones 20] item 8 (the injuries of a game): a Z injury is ignored only when the hurt
    // player's team has nobody left in his group off its own display. A KC lineman is hurt
    // ("another offensive player": the engine draws him); KC's one healthy spare lineman has a
    // roster index that BAL's defensive display also uses: he is still KC's spare, so the
    // lineman is hurt (the third audit: the check used to look the spare up on both displays).
    let t = tables();
    let kc = team("KC");
    let od = lineup_offense(&kc);
    let dd = huddle_bones::display::lineup_defense(&team("BAL"));
    let (kc, od) = (&kc, &od);
    let bench = |p: huddle_bones::Pid| (0..kc.players.len() as huddle_bones::Pid).filter(move |q| *q != p && kc.player(*q).group() == kc.player(p).group() && od.box_of(*q).is_none());
    let (i, hurt) = od.occupied().map(|x| x.1).enumerate().find(|(_, p)| bench(*p).any(|q| dd.box_of(q).is_some())).expect("a KC starter whose bench shares an index with BAL's display");
    let spare = bench(hurt).find(|q| dd.box_of(*q).is_some()).unwrap();
    let r = [R::Fad(lg(true)), R::Fad(gain(6)), R::Fad(z_roll(&t, ZEvent::Injury(Hurt::Offense))), R::Raw(i as u32), R::Fad(injury_roll(&t, Duration::Game))];
    let mut g = run_game(Wrap::default(), Wrap::default(), &r);
    for q in bench(hurt).filter(|q| *q != spare) {
        g.teams[HOME].out.push(huddle_bones::game::Out { pid: q, until: huddle_bones::game::Until::EndOfGame { more: 0 } });
    }
    g.step().unwrap();
    done(&g);
    assert!(last_play(&g).has(PlayFlags::INJURY), "{}", g.text(&g.log[0]));
    assert!(!g.available(HOME, hurt) && g.available(HOME, spare));
}

#[test]
fn an_injury_for_the_rest_of_the_half_in_overtime_lasts_the_game_bones_20() {
    // [bones 20] item 8: an injury "for the rest of the half" (the seed's counters, §16) in
    // overtime keeps the player out for the rest of the game (third audit: he came back on the
    // next play); in the second quarter it ends with the half.
    let t = tables();
    let bk2 = lineup_offense(&team("KC")).get(OffBox::BK2).unwrap();
    let r = [R::Fad(lg(true)), R::Fad(gain(6)), R::Fad(z_roll(&t, ZEvent::Injury(Hurt::Ballhandler))), R::Fad(injury_roll(&t, Duration::Half))];
    for (period, out) in [(5, true), (2, true)] {
        let mut g = run_game(Wrap::default(), Wrap::default(), &r);
        g.core.clock = huddle_core::Clock::new(period, 600);
        g.step().unwrap();
        done(&g);
        assert!(last_play(&g).has(PlayFlags::INJURY));
        assert_eq!(!g.available(HOME, bk2), out, "period {period}");
        assert_eq!(g.teams[HOME].out.iter().find(|o| o.pid == bk2).map(|o| o.until), Some(huddle_bones::game::Until::EndOfHalf(period)));
    }
}

#[test]
fn a_computer_game_plays_to_the_end_with_legal_calls_and_replays_from_its_seed_bones_20() {
    // [bones 20] items 9 and 12: AI against AI to the final whistle, no call refused, the score
    // the log's points; the same seed, the same game.
    let run = |seed: u64| huddle_bones::sim::play_ai_game(seed, team("KC"), team("BAL"), Options::default()).expect("the game ends");
    for seed in [1, 2, 3] {
        let g = run(seed);
        assert!(g.core.is_over());
        assert!(g.core.clock.period.0 >= 4);
        assert_eq!(g.refused_calls, 0, "seed {seed}");
        assert_eq!(g.core.points_in_log(), g.core.score, "seed {seed}");
        assert!(g.log.len() > 100, "seed {seed}: {} plays", g.log.len());
    }
    let lines = |g: &BonesGame| g.log.iter().map(|l| format!("{} {} {}", g.text(l), g.rolls(l), l.seconds)).collect::<Vec<_>>();
    let (a, b, c) = (run(7), run(7), run(8));
    assert_eq!(lines(&a), lines(&b));
    assert_eq!(a.core.score, b.core.score);
    assert_ne!(lines(&a), lines(&c));
}
