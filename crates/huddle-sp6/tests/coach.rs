//! The computer coach on real teams (the 2024 league in 6th-edition cards): carries and targets
//! shared by the cards' usage guide, the team's lean toward the pass, the pace it chooses on the
//! Timing Chart, and substitutions only where the rules allow them.

use huddle_cards::{Group, Team};
use huddle_core::{Clock, Down, DownDistance, Phase, SeededRandom, Side, Spot};
use huddle_sp6::coach::{AiCoach, Coach, OffenseChoice, ORDINARY_PACE, ORDINARY_STOPPED};
use huddle_sp6::convert::league_2024;
use huddle_sp6::game::Sp6Game;
use huddle_sp6::options::Options;

const HOME: Side = Side::Home;
const N: u32 = 4000;

fn team(code: &str) -> Team {
    league_2024().into_iter().find(|t| t.code == code).unwrap()
}

/// A game of `home` against `away` with the home team's ball at midfield, in the second quarter.
fn game(home: &str, away: &str, down: Down, to_go: u8) -> Sp6Game {
    let mut g = Sp6Game::ai(7, team(home), team(away), Options::default());
    g.core.phase = Phase::Scrimmage;
    g.core.possession = HOME;
    g.core.spot = Spot::new(50).unwrap();
    g.core.downs = DownDistance { down, line_to_gain: 50 + to_go };
    g.core.clock = Clock::new(2, 600);
    g
}

fn by_name(t: &Team, name: &str) -> u16 {
    t.players.iter().position(|p| p.name == name).unwrap_or_else(|| panic!("{name}")) as u16
}

#[test]
fn carries_are_shared_by_the_usage_guide() {
    // Detroit 2024: Jahmyr Gibbs 14.7 carries a game, David Montgomery 13.2, Jared Goff 2.1 (his
    // designed runs taken as half of them). On first down the coach runs about half the time.
    let g = game("DET", "GB", Down::First, 10);
    let det = &g.teams[HOME].team;
    let (gibbs, monty, goff) = (by_name(det, "Jahmyr Gibbs"), by_name(det, "David Montgomery"), by_name(det, "Jared Goff"));
    let carries = |p: u16| det.player(p).usage.unwrap().carries as f64;
    let mut count = std::collections::BTreeMap::<u16, u32>::new();
    let mut rng = SeededRandom::new(3);
    let mut ai = AiCoach;
    for _ in 0..N {
        if let OffenseChoice::Play { display, call } = ai.offense(&g.view(HOME), &mut rng) {
            if call.play.is_run() {
                *count.entry(display.get(call.involved).unwrap()).or_default() += 1;
            }
        }
    }
    let runs: u32 = count.values().sum();
    assert!(runs > N / 3, "{runs} runs of {N}");
    let share = |p: u16| count.get(&p).copied().unwrap_or(0) as f64 / runs as f64;
    let backs: f64 = det.players.iter().filter(|p| p.group() == Group::RB).map(|p| p.usage.map_or(0.0, |u| u.carries as f64)).sum();
    let total = backs + 0.5 * carries(goff);
    for (p, want) in [(gibbs, carries(gibbs) / total), (monty, carries(monty) / total), (goff, 0.5 * carries(goff) / total)] {
        assert!((share(p) - want).abs() < 0.04, "{}: {:.3} of the carries, want {want:.3}", det.player(p).name, share(p));
    }
}

#[test]
fn targets_are_shared_by_the_seasons_targets() {
    // Cincinnati 2024: Ja'Marr Chase 175 targets over 17 games, Tee Higgins 109 over 12; by the
    // season's targets, not the per-game rate (which would make them nearly equal).
    let g = game("CIN", "PIT", Down::Third, 10);
    let cin = &g.teams[HOME].team;
    let (chase, higgins) = (by_name(cin, "Ja'Marr Chase"), by_name(cin, "Tee Higgins"));
    let season = |p: u16| cin.player(p).usage.unwrap().targets as f64 * cin.player(p).games as f64;
    let want = season(chase) / season(higgins);
    assert!(want > 1.5, "{want}");
    let mut rng = SeededRandom::new(5);
    let mut ai = AiCoach;
    let (mut c, mut h) = (0u32, 0u32);
    for _ in 0..N {
        if let OffenseChoice::Play { display, call } = ai.offense(&g.view(HOME), &mut rng) {
            if !call.play.is_run() {
                match display.get(call.involved) {
                    Some(p) if p == chase => c += 1,
                    Some(p) if p == higgins => h += 1,
                    _ => {}
                }
            }
        }
    }
    let got = c as f64 / h as f64;
    assert!((got - want).abs() < 0.25, "Chase {c}, Higgins {h}: {got:.2}, want {want:.2}");
}

#[test]
fn a_passing_team_passes_more_than_a_running_team() {
    // Cincinnati leaned to the pass in 2024 (+0.29 in log-odds), Philadelphia to the run (−0.42):
    // on first and ten the coach's 45% moves by the lean.
    let pass_rate = |code: &str| {
        let g = game(code, "NYG", Down::First, 10);
        let mut rng = SeededRandom::new(9);
        let mut ai = AiCoach;
        let mut passes = 0u32;
        for _ in 0..N {
            if let OffenseChoice::Play { call, .. } = ai.offense(&g.view(HOME), &mut rng) {
                passes += !call.play.is_run() as u32;
            }
        }
        let lean = g.teams[HOME].team.tendencies.unwrap().pass_lean as f64;
        let odds = 0.45 / 0.55 * lean.exp();
        (passes as f64 / N as f64, odds / (1.0 + odds))
    };
    let (cin, cin_want) = pass_rate("CIN");
    let (phi, phi_want) = pass_rate("PHI");
    assert!((cin - cin_want).abs() < 0.03 && (phi - phi_want).abs() < 0.03, "CIN {cin:.3} (want {cin_want:.3}), PHI {phi:.3} (want {phi_want:.3})");
    assert!(cin > phi + 0.1);
}

#[test]
fn no_substitution_when_the_rules_lock_the_offense_sp6_18() {
    // [sp6 18] Under 9.6 (and the No-Huddle, 8.7) the offense keeps its last display: the usage
    // guide may not bring a back or receiver in from the bench.
    let g = game("DET", "GB", Down::First, 10);
    let mut v = g.view(HOME);
    let kept = v.base_offense;
    v.keep_offense = Some(kept);
    let mut rng = SeededRandom::new(11);
    let mut ai = AiCoach;
    for _ in 0..N / 4 {
        if let OffenseChoice::Play { display, call } = ai.offense(&v, &mut rng) {
            assert!(display.same_players(&kept), "a substitution under the lock: {call:?}");
            assert!(display.get(call.involved).is_some());
        }
    }
    // Without the lock, the bench plays (Montgomery or Gibbs, whoever is not the starter, and
    // the second-line receivers).
    let v = g.view(HOME);
    let subs = (0..N / 4).filter(|_| matches!(ai.offense(&v, &mut rng), OffenseChoice::Play { display, .. } if !display.same_players(&kept))).count();
    assert!(subs > 0);
}

#[test]
fn the_computer_chooses_its_time_on_the_chart_sp6_18() {
    // [sp6 18] The offense chooses a play's time between the Timing Chart's Max (45) and Min
    // (20): an ordinary pace on a play that keeps a real clock running, the huddle's time after
    // one that would stop it; the Min when behind late, the Max when ahead late.
    let mut g = game("DET", "GB", Down::First, 10);
    let mut ai = AiCoach;
    assert_eq!(ai.play_time(&g.view(HOME), 20, 45, false), ORDINARY_PACE);
    assert_eq!(ai.play_time(&g.view(HOME), 20, 45, true), ORDINARY_STOPPED);
    assert!((20..=45).contains(&ORDINARY_PACE) && (20..=45).contains(&ORDINARY_STOPPED) && ORDINARY_STOPPED < ORDINARY_PACE);
    g.core.clock = Clock::new(4, 400);
    g.core.score[HOME] = 7;
    assert_eq!(ai.play_time(&g.view(HOME), 20, 45, true), 45, "ahead in the fourth: the Max");
    assert_eq!(ai.play_time(&g.view(HOME.other()), 20, 45, false), 20, "behind in the fourth: the Min");
}

#[test]
fn converted_games_refuse_no_computer_call() {
    // Whole games between real teams, the coach substituting by the usage guide: every call it
    // makes passes the rules' checks.
    let l = league_2024();
    for seed in 0..12u64 {
        let (h, a) = (&l[(seed as usize * 5) % 32], &l[(seed as usize * 11 + 3) % 32]);
        if h.code == a.code {
            continue;
        }
        let g = huddle_sp6::sim::play_ai_game(seed, h.clone(), a.clone(), Options::default()).unwrap();
        assert_eq!(g.refused_calls, 0, "{} vs {} seed {seed}", h.code, a.code);
    }
}
