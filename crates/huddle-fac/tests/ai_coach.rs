//! The AI coach's situational football: what it calls late in games and at the goal line.
//! These are coaching decisions, not rules: each test samples the coach many times in one
//! situation (one seeded source, so the counts are exact) and compares two situations.
use huddle_cards::sample;
use huddle_core::{AnyRandom, Clock, Down, DownDistance, PerSide, Phase, SeededRandom, Side, Spot};
use huddle_fac::call::{DefPlay, Key, OffPlay, Tempo};
use huddle_cards::{DefBox, Group};
use huddle_fac::coach::{AiCoach, Coach, OffenseChoice, View, DL_ROTATION, THIRD_BLITZER};
use huddle_fac::game::FacGame;
use huddle_fac::options::RuleOptions;
use huddle_fac::tables::Edition;

const HOME: Side = Side::Home;
const AWAY: Side = Side::Away;

fn game() -> FacGame {
    let ed = Edition::ttf7();
    let deck = huddle_fac::sim::default_deck(&ed);
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
    FacGame::new(ed, RuleOptions::default(), sample::riverton(), sample::harbor_city(), deck, AnyRandom::Seeded(SeededRandom::new(7)), coaches)
}

/// Home has the ball at `spot` (its frame), `down` and `to_go`, in `period` with `secs` left,
/// the score `home`-`away`.
fn situation(period: u8, secs: u16, spot: i16, down: Down, to_go: i16, home: u16, away: u16) -> FacGame {
    let mut g = game();
    g.core.phase = Phase::Scrimmage;
    g.core.possession = HOME;
    g.core.spot = Spot::new(spot).unwrap();
    g.core.downs = DownDistance { down, line_to_gain: (spot + to_go).min(100) as u8 };
    g.core.clock = Clock::new(period, secs);
    g.core.warning_given = (period == 2 || period == 4) && secs <= 120;
    g.core.score[HOME] = home;
    g.core.score[AWAY] = away;
    g.prev_stopped = true;
    g
}

/// A 2024 team `code` against `opp`, `code` on `side`; the home team has the ball at its 40,
/// `down` and 10 to go, in the second quarter.
fn league_game(code: &str, opp: &str, down: Down, side: Side) -> (FacGame, huddle_cards::Team) {
    let league = sample::league_2024();
    let team = |c: &str| league.iter().find(|t| t.code == c).unwrap().clone();
    let (me, them) = (team(code), team(opp));
    let (home, away) = if side == HOME { (me.clone(), them) } else { (them, me.clone()) };
    let ed = Edition::ttf7();
    let deck = huddle_fac::sim::default_deck(&ed);
    let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
    let mut g = FacGame::new(ed, RuleOptions::default(), home, away, deck, AnyRandom::Seeded(SeededRandom::new(7)), coaches);
    g.core.phase = Phase::Scrimmage;
    g.core.possession = HOME;
    g.core.spot = Spot::new(40).unwrap();
    g.core.downs = DownDistance { down, line_to_gain: 50 };
    g.core.clock = Clock::new(2, 600);
    (g, me)
}

fn view(g: &FacGame, me: Side) -> View<'_> {
    g.view(me)
}

const N: u32 = 2000;

/// Of N offensive calls by the home AI: (passes, hurry-up calls).
fn offense_sample(g: &FacGame) -> (u32, u32) {
    let mut rng = SeededRandom::new(11);
    let mut ai = AiCoach::default();
    let (mut passes, mut hurry) = (0, 0);
    for _ in 0..N {
        if let OffenseChoice::Play { call, tempo, .. } = ai.offense(&view(g, HOME), &mut rng) {
            passes += matches!(call.play, OffPlay::Quick | OffPlay::Short | OffPlay::Long | OffPlay::Screen | OffPlay::Swing | OffPlay::Shovel) as u32;
            hurry += (tempo == Tempo::HurryUp) as u32;
        }
    }
    (passes, hurry)
}

/// Of N defensive calls by the away AI (home has the ball): those of `play`.
fn defenses(g: &FacGame, play: DefPlay) -> u32 {
    let mut rng = SeededRandom::new(13);
    let mut ai = AiCoach::default();
    (0..N).filter(|_| ai.defense(&view(g, AWAY), &mut rng).call.play == play).count() as u32
}

/// Of N defensive calls by the away AI (home has the ball): run defenses.
fn run_defenses(g: &FacGame) -> u32 {
    defenses(g, DefPlay::Run)
}

#[test]
fn tied_late_with_time_the_offense_plays_for_the_win() {
    // Tied, 1:30 left, own 40: the two-minute offense (Hurry-Up, mostly passes) to reach
    // field-goal range instead of playing for overtime.
    let (passes, hurry) = offense_sample(&situation(4, 90, 40, Down::First, 10, 17, 17));
    assert!(hurry == N, "hurry-up on every call: {hurry}/{N}");
    assert!(passes > N * 85 / 100, "passes {passes}/{N}");
    // The same at the end of a regular-season overtime, which would end in a tie (§21).
    let (_, hurry) = offense_sample(&situation(5, 90, 40, Down::First, 10, 17, 17));
    assert_eq!(hurry, N);
    // Tied with 0:20 left at the own 20: too far; no two-minute drill.
    let (_, hurry) = offense_sample(&situation(4, 20, 20, Down::First, 10, 17, 17));
    assert_eq!(hurry, 0);
    // Tied with 1:30 left in the third quarter: nothing special.
    let (passes, hurry) = offense_sample(&situation(3, 90, 40, Down::First, 10, 17, 17));
    assert_eq!(hurry, 0);
    assert!(passes < N * 60 / 100, "first down, normal mix: {passes}/{N}");
}

#[test]
fn behind_late_the_defense_stacks_the_box_against_the_clock_killing_run() {
    // The home team leads by 6 with four minutes left and runs the clock: the trailing
    // defense plays the run on early downs.
    let late = run_defenses(&situation(4, 240, 40, Down::First, 10, 20, 14));
    // The same down with the score tied in the second quarter.
    let early = run_defenses(&situation(2, 600, 40, Down::First, 10, 14, 14));
    assert!(late > N * 65 / 100, "late: {late}/{N} run defenses");
    assert!(early < N * 55 / 100, "early: {early}/{N} run defenses");
    // Third and long late: still a pass defense.
    let third = run_defenses(&situation(4, 240, 40, Down::Third, 9, 20, 14));
    assert!(third < N * 20 / 100, "third and 9: {third}/{N} run defenses");
}

/// Of N defensive calls by the away AI (home has the ball): Prevent defenses.
fn prevents(g: &FacGame) -> u32 {
    defenses(g, DefPlay::Prevent)
}

#[test]
fn two_scores_ahead_late_the_defense_plays_soft() {
    // The visitors lead by 10 with 6:00 left; the home team has the ball at its 40: Prevent on
    // about 70% of the calls (Pass Coverage the rest), from SOFT_LEAD_SECONDS (8:00) on.
    assert_eq!(huddle_fac::coach::SOFT_LEAD_SECONDS, 480);
    let soft = prevents(&situation(4, 360, 40, Down::First, 10, 14, 24));
    assert!(soft > N * 60 / 100 && soft < N * 80 / 100, "10 ahead at 6:00: {soft}/{N} Prevent");
    assert_eq!(run_defenses(&situation(4, 360, 40, Down::First, 10, 14, 24)), 0);
    // With 9:00 left, a one-score lead (7) or a three-score lead (17) at 6:00: the usual mix.
    for (secs, home, away) in [(540, 14, 24), (360, 14, 21), (360, 7, 24)] {
        assert_eq!(prevents(&situation(4, secs, 40, Down::First, 10, home, away)), 0, "{secs}s, {home}-{away}");
    }
    // Inside its 25 the defense does not play Prevent.
    assert_eq!(prevents(&situation(4, 360, 80, Down::First, 10, 14, 24)), 0);
}

#[test]
fn at_the_goal_line_the_offense_runs_more() {
    // Inside the 5 the pass chance is cut by a twentieth of itself (45% → 42% on first down).
    let goal = offense_sample(&situation(2, 600, 97, Down::First, 3, 7, 7)).0;
    let field = offense_sample(&situation(2, 600, 50, Down::First, 10, 7, 7)).0;
    assert!(goal + N * 2 / 100 < field, "passes at the 3: {goal}/{N}; at midfield: {field}/{N}");
}

/// The home team with the given lean toward the pass.
fn with_lean(mut g: FacGame, side: Side, lean: f32) -> FacGame {
    g.teams[side].team.tendencies = Some(huddle_cards::Tendencies { pass_lean: lean });
    g
}

#[test]
fn a_team_that_leaned_to_the_pass_passes_more_and_its_opponent_expects_it() {
    // The real team's mix (docs/cards.md "Team tendencies"): the coach's pass chance moves by
    // the lean in log-odds, 45% on first down at midfield becoming 56% at +0.45 and 34% at
    // -0.45; the defense calls its run defense less against a passing team (weights × e^-lean).
    let s = || situation(2, 600, 50, Down::First, 10, 7, 7);
    let plain = offense_sample(&s()).0;
    let pass = offense_sample(&with_lean(s(), HOME, 0.45)).0;
    let run = offense_sample(&with_lean(s(), HOME, -0.45)).0;
    let near = |got: u32, want: f64| (got as f64 / N as f64 - want).abs() < 0.035;
    assert!(near(plain, 0.45) && near(pass, 0.56) && near(run, 0.34), "passes: plain {plain}, +0.45 {pass}, -0.45 {run} of {N}");
    // The lean does not overrule the clock: two minutes left and behind, everyone throws.
    let late = |lean| offense_sample(&with_lean(situation(4, 100, 40, Down::First, 10, 10, 17), HOME, lean)).0;
    assert_eq!(late(-0.8), late(0.0));
    // Second and 5 (no special down): run defenses fall as the offense's lean grows.
    let d = |lean| run_defenses(&with_lean(situation(2, 600, 50, Down::Second, 5, 7, 7), HOME, lean));
    let (vs_run, vs_plain, vs_pass) = (d(-0.45), d(0.0), d(0.45));
    assert!(vs_run > vs_plain + N / 20 && vs_plain > vs_pass + N / 20, "run defenses: {vs_run} {vs_plain} {vs_pass}");
}

#[test]
fn in_range_for_the_winning_field_goal_the_offense_runs_the_clock_down_and_kicks() {
    // Down 2 with 1:30 left, first down at the opponent's 15 (a 32-yard kick): no passes, no
    // hurry-up, no timeout; with 0:35 left, the kick.
    let g = situation(4, 90, 85, Down::First, 10, 15, 17);
    let (passes, hurry) = offense_sample(&g);
    assert_eq!((passes, hurry), (0, 0));
    assert!(!AiCoach::default().timeout_after_play(&view(&g, HOME)));
    let g = situation(4, 35, 85, Down::Second, 7, 15, 17);
    assert_eq!(AiCoach::default().offense(&view(&g, HOME), &mut SeededRandom::new(1)), OffenseChoice::FieldGoal);
    // Down 3 at the same spot: a field goal only ties, so the offense keeps trying to score
    // a touchdown.
    let (passes, _) = offense_sample(&situation(4, 90, 85, Down::First, 10, 14, 17));
    assert!(passes > N / 2, "down 3: passes {passes}/{N}");
    // Down 2 but out of range (the opponent's 45): the two-minute offense.
    let (_, hurry) = offense_sample(&situation(4, 90, 55, Down::First, 10, 15, 17));
    assert_eq!(hurry, N);
}

#[test]
fn two_scores_down_in_the_second_half_fourth_and_short_at_midfield_is_played() {
    let choice = |period: u8, home: u16, away: u16| AiCoach::default().offense(&view(&situation(period, 600, 50, Down::Fourth, 3, home, away), HOME), &mut SeededRandom::new(3));
    // Down 10 in the third quarter: go for it.
    assert!(matches!(choice(3, 7, 17), OffenseChoice::Play { .. }), "{:?}", choice(3, 7, 17));
    // Down 3 in the third quarter, or down 10 in the first half: punt.
    assert_eq!(choice(3, 14, 17), OffenseChoice::Punt);
    assert_eq!(choice(2, 7, 17), OffenseChoice::Punt);
}

#[test]
fn fourth_and_goal_at_the_one_or_two_is_played_not_kicked() {
    let choice = |spot: i16, period: u8, secs: u16, home: u16, away: u16| {
        AiCoach::default().offense(&view(&situation(period, secs, spot, Down::Fourth, 100 - spot, home, away), HOME), &mut SeededRandom::new(5))
    };
    // Fourth and goal at the 2 in the second quarter: a play, not a 19-yard field goal.
    assert!(matches!(choice(98, 2, 600, 7, 7), OffenseChoice::Play { .. }), "{:?}", choice(98, 2, 600, 7, 7));
    assert!(matches!(choice(99, 1, 600, 0, 0), OffenseChoice::Play { .. }));
    // At the 4 it is a 21-yard field goal.
    assert_eq!(choice(96, 2, 600, 7, 7), OffenseChoice::FieldGoal);
    // Down 2 (or tied) late in the fourth quarter: the kick that wins (or ties).
    assert_eq!(choice(98, 4, 60, 15, 17), OffenseChoice::FieldGoal);
    assert_eq!(choice(98, 4, 60, 17, 17), OffenseChoice::FieldGoal);
}

#[test]
fn a_shaky_kicker_is_sent_from_long_range_when_it_is_in_his_range() {
    // Fourth and 8 at the opponent's 39 (a 56-yard kick), second quarter, tied. The kicker's
    // 50-55 range is 1-19 (40%), 2 numbers a yard less beyond 55 (§12.1): a 35% kick. NFL
    // coaches kick there (2024: a quarter of all attempts from 50+); with a range of 55 yards
    // the kick is out of reach and the team punts.
    let choice = |max: u8| {
        let mut g = situation(2, 600, 61, Down::Fourth, 8, 7, 7);
        let t = &mut g.teams[HOME].team;
        let k = t.kicker().unwrap();
        let kc = t.players[k as usize].kicking.as_mut().unwrap();
        kc.fg.last_mut().unwrap().good = 19;
        kc.max = max;
        AiCoach::default().offense(&view(&g, HOME), &mut SeededRandom::new(9))
    };
    assert_eq!(choice(60), OffenseChoice::FieldGoal);
    assert_eq!(choice(55), OffenseChoice::Punt);
}

#[test]
fn a_running_quarterback_draws_the_run_key_in_proportion_to_his_carries() {
    // The defense keys a back on half its run defenses; a quarterback who runs by design (his
    // carries a game less 2.2: kneel-downs, sneaks and the pass-rush line's scrambles, which he
    // gets anyway) takes his share of those keys, so a keyed
    // run defense is not a free "wrong key" for him (Play Modifier Table: correct key +4 RN,
    // wrong key 0, no key +2).
    let league = sample::league_2024();
    let phi = league.iter().find(|t| t.code == "PHI").unwrap().clone();
    let opp = league.iter().find(|t| t.code == "DAL").unwrap().clone();
    let mk = |offense: huddle_cards::Team| {
        let ed = Edition::ttf7();
        let deck = huddle_fac::sim::default_deck(&ed);
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach::default()), Box::new(AiCoach::default()));
        let mut g = FacGame::new(ed, RuleOptions::default(), offense, opp.clone(), deck, AnyRandom::Seeded(SeededRandom::new(7)), coaches);
        g.core.phase = Phase::Scrimmage;
        g.core.possession = HOME;
        g.core.spot = Spot::new(50).unwrap();
        g.core.downs = DownDistance { down: Down::Second, line_to_gain: 55 };
        g.core.clock = Clock::new(2, 600);
        g
    };
    let keys = |g: &FacGame| {
        let mut rng = SeededRandom::new(17);
        let mut ai = AiCoach::default();
        let (mut on_qb, mut keyed) = (0u32, 0u32);
        for _ in 0..4 * N {
            let c = ai.defense(&view(g, AWAY), &mut rng).call;
            keyed += (c.key != Key::None) as u32;
            on_qb += (c.key == Key::Qb) as u32;
        }
        (on_qb, keyed)
    };
    let (on_qb, keyed) = keys(&mk(phi.clone()));
    let u = |p: &huddle_cards::Player| p.usage.map_or(0.0, |u| u.carries as f64);
    let qb = phi.players.iter().find(|p| p.id == phi.lineup.offense[&huddle_cards::OffBox::QB]).unwrap();
    let backs: f64 = phi.players.iter().filter(|p| p.group() == huddle_cards::Group::RB).map(u).sum();
    let designed = u(qb) - 2.2;
    let want = designed / (designed + backs);
    assert!(want > 0.1, "{want}");
    let got = on_qb as f64 / keyed as f64;
    assert!((got - want).abs() < 0.04, "QB keyed on {got:.3} of keyed run defenses, want {want:.3}");
    // A quarterback who does not run by design (2.2 carries a game or fewer) is never keyed.
    let mut pocket = phi.clone();
    let qb_id = pocket.lineup.offense[&huddle_cards::OffBox::QB].clone();
    for p in pocket.players.iter_mut().filter(|p| p.id == qb_id) {
        p.usage.as_mut().unwrap().carries = 2.2;
    }
    let (on_qb, keyed) = keys(&mk(pocket));
    assert!(keyed > N && on_qb == 0, "{on_qb} of {keyed}");
}

#[test]
fn targets_are_shared_by_the_seasons_targets_not_the_per_game_rate() {
    // The cards' usage guide (§24) holds targets per game; a receiver who missed games in the
    // real season is healthy in the replay, so the coach shares the passes by the season's
    // targets (per game × games): Cincinnati 2024, Ja'Marr Chase 10.3 a game over 17 games
    // (175), Tee Higgins 9.1 over 12 (109). By the per-game rate Higgins would draw nearly as
    // many passes as Chase (1.13 : 1) and every receiver's share would be diluted by part-time
    // players (the rates of a roster add to 1.4 times the team's targets).
    let (g, cin) = league_game("CIN", "PIT", Down::Third, HOME);
    let id = |name: &str| cin.players.iter().position(|p| p.name == name).unwrap() as u16;
    let (chase, higgins) = (id("Ja'Marr Chase"), id("Tee Higgins"));
    let season = |p: u16| cin.players[p as usize].usage.unwrap().targets as f64 * cin.players[p as usize].games as f64;
    let want = season(chase) / season(higgins);
    assert!(want > 1.5, "{want}");
    let mut rng = SeededRandom::new(23);
    let mut ai = AiCoach::default();
    let (mut to_chase, mut to_higgins) = (0u32, 0u32);
    for _ in 0..4 * N {
        if let OffenseChoice::Play { display, call, .. } = ai.offense(&view(&g, HOME), &mut rng) {
            match display.get(call.target) {
                Some(p) if p == chase => to_chase += 1,
                Some(p) if p == higgins => to_higgins += 1,
                _ => {}
            }
        }
    }
    let got = to_chase as f64 / to_higgins as f64;
    assert!((got - want).abs() < 0.2, "Chase {to_chase}, Higgins {to_higgins}: {got:.2}, want {want:.2}");
}

#[test]
fn the_defensive_line_rotates_a_quarter_of_the_snaps_from_the_bench() {
    // NFL linemen share the snaps and the cards rate them by games, not snaps: each lineman in
    // Row 1 sits DL_ROTATION percent of the snaps for a healthy bench lineman, chosen in
    // proportion to his tackles per game. Cincinnati 2024 on defense.
    let (g, cin) = league_game("CIN", "PIT", Down::First, AWAY);
    let base = g.base_defense(AWAY);
    let row1 = [DefBox::A, DefBox::B, DefBox::C, DefBox::D, DefBox::E];
    let starters: Vec<(DefBox, u16)> = row1.iter().filter_map(|b| base.in_box(*b).next().map(|p| (*b, p))).collect();
    assert!(starters.iter().all(|(_, p)| cin.players[*p as usize].group() == Group::DL), "Cincinnati plays four linemen in Row 1");
    let mut rng = SeededRandom::new(29);
    let mut ai = AiCoach::default();
    let mut sat = 0u32;
    let mut bench: std::collections::BTreeMap<u16, u32> = Default::default();
    for _ in 0..N {
        let d = ai.defense(&view(&g, AWAY), &mut rng).display;
        for (b, p) in &starters {
            let now = d.in_box(*b).next().unwrap();
            if now != *p {
                sat += 1;
                let q = &cin.players[now as usize];
                assert!(q.group() == Group::DL && base.box_of(now).is_none(), "{} came off the bench into {b:?}: base {:?} now {:?}", q.name, base.players().collect::<Vec<_>>(), d.players().collect::<Vec<_>>());
                *bench.entry(now).or_default() += 1;
            }
        }
        // Only Row 1 rotates.
        for (b, p) in base.players().filter(|(b, _)| b.row() > 1) {
            assert!(d.in_box(b).any(|q| q == p));
        }
    }
    let share = sat as f64 / (N as f64 * starters.len() as f64);
    assert!((share - DL_ROTATION as f64 / 100.0).abs() < 0.02, "starters sat {share:.3} of the snaps");
    // Bench linemen come in by their tackles per game: the busiest more often than the least.
    let tackles = |p: u16| cin.players[p as usize].usage.unwrap().tackles;
    let busiest = *bench.keys().max_by(|a, b| tackles(**a).total_cmp(&tackles(**b))).unwrap();
    let least = *bench.keys().min_by(|a, b| tackles(**a).total_cmp(&tackles(**b))).unwrap();
    assert!(bench.len() >= 3 && tackles(busiest) > 2.0 * tackles(least), "{bench:?}");
    assert!(bench[&busiest] > 2 * bench[&least], "{bench:?}");
    // A team whose cards carry no usage guide (the hand-made samples) keeps its lineup.
    let g = game();
    let base = g.base_defense(HOME);
    let mut rng = SeededRandom::new(31);
    for _ in 0..200 {
        let d = ai.defense(&view(&g, HOME), &mut rng).display;
        assert!(base.players().all(|(b, p)| d.in_box(b).any(|q| q == p)));
    }
}

#[test]
fn the_ai_blitzes_two_or_three_by_their_pass_rush_and_prefers_men_without_a_receiver_ttf7_5_9_2_3_3() {
    // [ttf7 5] A Blitz sends 2-5 linebackers and backs from Rows 2 and 3. The AI sends two,
    // THIRD_BLITZER percent of the time three, drawn by the square of (the Blitz Table's base for
    // the box [ttf7 9.2] + the player's PRV), FREE_BLITZER times likelier when the opponent's
    // Lineup Card gives him no receiver to cover [ttf7 3.3]. Detroit 2024 against Minnesota
    // (LE, RTE, FL1, FL2, BK2): F and H have no receiver, J covers BK2, K LE, O FL1, M FL2 and N
    // the tight end (from Row 3: the AI turns no one sideways).
    let (mut g, det) = league_game("DET", "MIN", Down::Third, AWAY);
    g.core.downs = DownDistance { down: Down::Third, line_to_gain: 50 };
    let base = g.base_defense(AWAY);
    let in_box = |b: DefBox| base.in_box(b).next().unwrap();
    let prv = |b: DefBox| det.players[in_box(b) as usize].defense.unwrap().prv;
    assert_eq!([prv(DefBox::F), prv(DefBox::J), prv(DefBox::K), prv(DefBox::N)], [1, 2, 0, 0], "the cards this test reads");
    let mut rng = SeededRandom::new(5);
    let mut ai = AiCoach::default();
    let mut sent: std::collections::BTreeMap<u16, u32> = Default::default();
    let (mut blitzes, mut three) = (0u32, 0u32);
    for _ in 0..5 * N {
        let c = ai.defense(&view(&g, AWAY), &mut rng);
        if c.call.play != DefPlay::Blitz {
            continue;
        }
        blitzes += 1;
        let named: Vec<u16> = c.call.blitzers.iter().flatten().copied().collect();
        assert!((2..=3).contains(&named.len()), "{named:?}");
        three += (named.len() == 3) as u32;
        for (i, p) in named.iter().enumerate() {
            assert!(!named[..i].contains(p), "a blitzer named twice: {named:?}");
            let b = c.display.box_of(*p).expect("a blitzer is on the display");
            assert!(b.row() >= 2 && matches!(det.players[*p as usize].group(), Group::LB | Group::DB), "{b:?}");
            *sent.entry(*p).or_default() += 1;
        }
    }
    assert!(blitzes > 1000, "{blitzes} blitzes on third and ten");
    let share = three as f64 / blitzes as f64;
    assert!((share - THIRD_BLITZER as f64 / 100.0).abs() < 0.03, "three blitzers in {share:.3} of the blitzes");
    let n = |b: DefBox| sent.get(&in_box(b)).copied().unwrap_or(0);
    // Free F (PRV 1: (2+1)² × 3 = 27) over J who has a back (PRV 2: (2+2)² = 16); by the Blitz
    // Table alone J would rush as hard.
    assert!(n(DefBox::F) as f64 > 1.2 * n(DefBox::J) as f64, "F {} J {}", n(DefBox::F), n(DefBox::J));
    // J's own PRV over a covering corner's Blitz Table bonus (16 against (2+0)² = 4).
    assert!(n(DefBox::J) > 2 * n(DefBox::K), "J {} K {}", n(DefBox::J), n(DefBox::K));
    // A corner's bonus (K, O: 2) over a safety's (L-N: 1), both covering and PRV 0.
    assert!(n(DefBox::K) > 2 * n(DefBox::N), "K {} N {}", n(DefBox::K), n(DefBox::N));
    assert!(n(DefBox::N) > 0, "every linebacker and back may blitz");
}
