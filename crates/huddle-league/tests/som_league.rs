//! The Strat-O-Matic league layer (digest `som.md` PART 1): league structure and schedule
//! (§1.2), the NFL tiebreakers (§1.4), the playoff bracket (§1.3), the draft order (§1.1).

use huddle_core::{ScriptedRandom, SeededRandom};
use huddle_league::playoffs::Round;
use huddle_league::schedule::{Fixture, Schedule};
use huddle_league::som::*;
use huddle_league::standings::Wlt;
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

// ----- helpers -----

fn div(name: &str, teams: &[&str]) -> SomDivision {
    SomDivision { name: name.into(), teams: teams.iter().map(|t| t.to_string()).collect() }
}

fn conf(name: &str, a: SomDivision, b: SomDivision) -> SomConference {
    SomConference { name: name.into(), divisions: vec![a, b] }
}

/// AFC: East A B C, West D E F; NFC: North G H I, South J K L.
fn league() -> SomLeague {
    SomLeague::new(vec![conf("AFC", div("East", &["A", "B", "C"]), div("West", &["D", "E", "F"])), conf("NFC", div("North", &["G", "H", "I"]), div("South", &["J", "K", "L"]))]).unwrap()
}

/// A league of the given division sizes (team codes T0, T1, ...).
fn sized(sizes: [usize; 4]) -> Result<SomLeague, SomError> {
    let mut k = 0;
    let mut divs: Vec<SomDivision> = Vec::new();
    for (i, n) in sizes.iter().enumerate() {
        let teams: Vec<String> = (0..*n)
            .map(|_| {
                k += 1;
                format!("T{k}")
            })
            .collect();
        divs.push(SomDivision { name: format!("D{i}"), teams });
    }
    let d3 = divs.pop().unwrap();
    let d2 = divs.pop().unwrap();
    let d1 = divs.pop().unwrap();
    let d0 = divs.pop().unwrap();
    SomLeague::new(vec![SomConference { name: "C0".into(), divisions: vec![d0, d1] }, SomConference { name: "C1".into(), divisions: vec![d2, d3] }])
}

/// A game; touchdowns = points / 7.
fn g(home: &str, hs: u16, away: &str, as_: u16) -> SomGame {
    gt(home, hs, hs / 7, away, as_, as_ / 7)
}

fn gt(home: &str, hs: u16, htd: u16, away: &str, as_: u16, atd: u16) -> SomGame {
    SomGame { week: 1, home: home.into(), away: away.into(), home_score: hs, away_score: as_, home_tds: htd, away_tds: atd }
}

fn st(games: &[SomGame]) -> SomStandings {
    SomStandings::new(&league(), games, 7).unwrap()
}

fn names(p: &[Placed]) -> Vec<&str> {
    p.iter().map(|x| x.team.as_str()).collect()
}

fn sep(p: &Placed) -> (Step, Procedure, usize) {
    let s = p.separated_by.expect("separated");
    (s.step, s.procedure, s.clubs)
}

// ----- §1.2 league structure -----

/// [som 1.2] 2 conferences × 2 divisions, any team counts; invalid structures are refused with an
/// error, never a panic.
#[test]
fn league_structure_is_validated() {
    let l = league();
    assert_eq!(l.teams().len(), 12);
    assert_eq!(l.conference_of("E"), Some("AFC"));
    assert_eq!(l.division_of("K"), Some("South"));
    assert!(l.same_division("A", "C") && !l.same_division("A", "D") && l.same_conference("A", "D"));
    // Uneven sizes are fine.
    assert!(sized([2, 3, 5, 7]).is_ok(), "[som 1.2] any division sizes");
    // A division of one team.
    assert!(matches!(sized([1, 4, 3, 3]), Err(SomError::DivisionTooSmall { teams: 1, .. })), "[som 1.2]");
    // A conference that cannot fill its five playoff places.
    assert!(matches!(sized([2, 2, 3, 3]), Err(SomError::ConferenceTooSmall { teams: 4, .. })), "[som 1.2]/[som 1.3]");
    // A duplicate team.
    let dup = SomLeague::new(vec![conf("X", div("a", &["A", "B", "C"]), div("b", &["D", "E", "A"])), conf("Y", div("c", &["G", "H", "I"]), div("d", &["J", "K", "L"]))]);
    assert_eq!(dup, Err(SomError::DuplicateTeam("A".into())), "[som 1.2]");
    // Three divisions in a conference; three conferences.
    let three = SomConference { name: "X".into(), divisions: vec![div("a", &["A", "B"]), div("b", &["C", "D"]), div("c", &["E", "F"])] };
    assert!(matches!(SomLeague::new(vec![three, conf("Y", div("c", &["G", "H", "I"]), div("d", &["J", "K", "L"]))]), Err(SomError::Structure(_))), "[som 1.2]");
    let c = |n: &str, p: &str| conf(n, div("a", &[&format!("{p}1"), &format!("{p}2"), &format!("{p}3")]), div("b", &[&format!("{p}4"), &format!("{p}5")]));
    assert!(matches!(SomLeague::new(vec![c("X", "x"), c("Y", "y"), c("Z", "z")]), Err(SomError::Structure(_))), "[som 1.2]");
    // Franchise rows round-trip.
    let back = SomLeague::from_franchises(&l.franchises()).unwrap();
    assert_eq!(back.teams(), l.teams());
}

// ----- §1.2 schedule -----

fn max_week(s: &Schedule) -> u8 {
    s.games.iter().map(|f| f.week).max().unwrap_or(0)
}

/// [som 1.2] An 11-game season for many seeds and shapes: every team plays exactly 11 games,
/// never twice in a week, and meets every division rival.
#[test]
fn eleven_game_schedules_meet_the_constraints_over_many_seeds() {
    for sizes in [[3, 3, 3, 3], [4, 4, 4, 4], [2, 3, 4, 5], [6, 6, 6, 6], [8, 8, 8, 8], [12, 2, 3, 3]] {
        let l = sized(sizes).unwrap();
        for seed in 0..40 {
            let s = generate_schedule(&l, SEASON_GAMES, seed).unwrap_or_else(|e| panic!("{sizes:?} seed {seed}: {e}"));
            check_schedule(&l, &s, SEASON_GAMES).unwrap_or_else(|e| panic!("[som 1.2] {sizes:?} seed {seed}: {e}"));
            let t = l.teams().len();
            assert_eq!(s.games.len(), t * 11 / 2, "[som 1.2]");
            // An even number of teams: everyone plays every week, 11 weeks.
            assert_eq!(max_week(&s), 11, "[som 1.2] {sizes:?}");
        }
    }
}

/// [som 1.2] An odd number of teams needs byes: every team still plays exactly N games, and the
/// season has the fewest weeks that allow it.
#[test]
fn odd_leagues_get_byes() {
    let l = sized([3, 3, 3, 2]).unwrap(); // 11 teams
    assert!(matches!(generate_schedule(&l, 11, 1), Err(SomError::Schedule(_))), "[som 1.2] 11 teams × 11 games is odd");
    for n in [10, 12] {
        for seed in 0..30 {
            let s = generate_schedule(&l, n, seed).unwrap();
            check_schedule(&l, &s, n).unwrap_or_else(|e| panic!("[som 1.2] n {n} seed {seed}: {e}"));
            // At most 5 games a week among 11 teams.
            assert_eq!(max_week(&s) as usize, (11 * n).div_ceil(10), "[som 1.2]");
        }
    }
}

/// [som 1.2] Fill games (A-L3): with 16 teams and 11 games no pairing needs to repeat, and none
/// does; own-conference opponents come before the other conference.
#[test]
fn fill_games_avoid_repeats_and_prefer_the_conference() {
    let l = sized([4, 4, 4, 4]).unwrap();
    for seed in 0..30 {
        let s = generate_schedule(&l, 11, seed).unwrap();
        let mut pairs: BTreeMap<(String, String), u32> = BTreeMap::new();
        for f in &s.games {
            let k = if f.home < f.away { (f.home.clone(), f.away.clone()) } else { (f.away.clone(), f.home.clone()) };
            *pairs.entry(k).or_default() += 1;
        }
        assert!(pairs.values().all(|&n| n == 1), "[som 1.2] seed {seed}: a pairing repeats");
        // 3 division games + 4 other-division conference games + 4 inter-conference games.
        for t in l.teams() {
            let conf_games = s.of(&t).filter(|f| l.same_conference(&f.home, &f.away)).count();
            assert_eq!(conf_games, 7, "[som 1.2] seed {seed} {t}");
        }
    }
    // 11 teams, 10 games: every team meets every other team exactly once.
    let l = sized([3, 3, 3, 2]).unwrap();
    for seed in 0..20 {
        let s = generate_schedule(&l, 10, seed).unwrap();
        let pairs: BTreeSet<(String, String)> = s.games.iter().map(|f| if f.home < f.away { (f.home.clone(), f.away.clone()) } else { (f.away.clone(), f.home.clone()) }).collect();
        assert_eq!(pairs.len(), 55, "[som 1.2] seed {seed}: a single round robin");
    }
}

/// [som 1.2] The schedule is a function of the seed.
#[test]
fn schedules_are_seeded() {
    let l = league();
    assert_eq!(generate_schedule(&l, 11, 5).unwrap(), generate_schedule(&l, 11, 5).unwrap());
    let distinct: BTreeSet<String> = (0..10).map(|s| format!("{:?}", generate_schedule(&l, 11, s).unwrap())).collect();
    assert!(distinct.len() > 5, "[som 1.2] seeds give different schedules");
}

/// [som 1.2] Schedules that cannot satisfy the constraints are errors.
#[test]
fn impossible_schedules_are_errors() {
    let l = sized([12, 2, 3, 3]).unwrap();
    // 11 division rivals do not fit in 10 games.
    let e = generate_schedule(&l, 10, 1).unwrap_err();
    assert!(matches!(e, SomError::Schedule(ref m) if m.contains("division")), "[som 1.2] {e}");
    assert!(matches!(generate_schedule(&league(), 0, 1), Err(SomError::Schedule(_))), "[som 1.2]");
}

/// [som 1.2] The checker catches every broken constraint.
#[test]
fn check_schedule_finds_violations() {
    let l = league();
    let good = generate_schedule(&l, 11, 3).unwrap();
    check_schedule(&l, &good, 11).unwrap();
    assert!(check_schedule(&l, &good, 10).is_err(), "[som 1.2] exactly N games");
    // Swap an opponent so that a team plays twice in a week.
    let mut twice = good.clone();
    let w1: Vec<usize> = (0..twice.games.len()).filter(|&i| twice.games[i].week == 1).collect();
    let other = twice.games[w1[1]].home.clone();
    twice.games[w1[0]].away = other;
    assert!(matches!(check_schedule(&l, &twice, 11), Err(SomError::Schedule(m)) if m.contains("twice")), "[som 1.2]");
    // Division rivals that never meet (each team still 1 game).
    let s = Schedule { games: vec![Fixture { week: 1, home: "A".into(), away: "D".into(), score: None }, Fixture { week: 1, home: "B".into(), away: "E".into(), score: None }] };
    let small = sized([2, 3, 3, 2]).unwrap();
    assert!(check_schedule(&small, &s, 1).is_err());
    assert!(matches!(check_schedule(&l, &s, 1), Err(SomError::Schedule(_))), "[som 1.2]");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    /// [som 1.2] Any division sizes and season lengths that allow a schedule get one that meets
    /// the constraints.
    #[test]
    fn any_feasible_league_gets_a_valid_schedule(a in 2usize..8, b in 3usize..8, c in 2usize..8, d in 3usize..8, extra in 0usize..5, seed in any::<u64>()) {
        let l = sized([a, b, c, d]).unwrap();
        let t = a + b + c + d;
        let min = [a, b, c, d].iter().map(|n| n - 1).max().unwrap();
        let mut n = min.max(SEASON_GAMES - 3) + extra;
        if (t * n) % 2 == 1 {
            n += 1;
        }
        let s = generate_schedule(&l, n, seed).unwrap();
        prop_assert!(check_schedule(&l, &s, n).is_ok(), "[som 1.2] {:?}", check_schedule(&l, &s, n));
    }
}

// ----- §1.4 tiebreakers -----

/// [som 1.4] Division, two clubs, step 1: head-to-head.
#[test]
fn division_two_clubs_head_to_head() {
    let s = st(&[g("A", 20, "B", 10), g("D", 10, "A", 0), g("B", 10, "E", 0)]);
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"], "[som 1.4]");
    assert_eq!(sep(&r[0]), (Step::HeadToHead, Procedure::Division, 2), "[som 1.4]");
    assert_eq!(r[1].separated_by, None);
}

/// [som 1.4] Division, two clubs, step 2: division record (head-to-head split).
#[test]
fn division_two_clubs_division_record() {
    let s = st(&[g("A", 20, "B", 10), g("B", 20, "A", 10), g("A", 10, "C", 0), g("C", 10, "B", 0), g("D", 10, "A", 0), g("B", 10, "E", 0)]);
    let r = s.rank(&["A", "B"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::Division, "[som 1.4]");
}

/// [som 1.4] Division, two clubs, step 3: common games (tied clubs never count as common
/// opponents).
#[test]
fn division_two_clubs_common_games() {
    let s = st(&[g("A", 20, "B", 10), g("B", 20, "A", 10), g("A", 10, "C", 0), g("B", 10, "C", 0), g("A", 10, "D", 0), g("D", 10, "B", 0), g("G", 10, "A", 0), g("B", 10, "H", 0)]);
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::CommonGames, "[som 1.4]");
}

/// [som 1.4] Division, two clubs, step 4: conference record, after common games that do not
/// apply (no common opponents).
#[test]
fn division_two_clubs_conference_record() {
    let s = st(&[g("A", 10, "B", 0), g("B", 10, "A", 0), g("A", 10, "E", 0), g("F", 10, "B", 0), g("G", 10, "A", 0), g("B", 10, "H", 0)]);
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::Conference, "[som 1.4]");
}

/// [som 1.4] Division, two clubs, step 5: strength of victory.
#[test]
fn division_two_clubs_strength_of_victory() {
    let s = st(&[g("A", 20, "B", 10), g("B", 20, "A", 10), g("A", 10, "G", 0), g("J", 10, "A", 0), g("B", 10, "J", 0), g("G", 10, "B", 0), g("G", 10, "K", 0), g("L", 10, "J", 0)]);
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::StrengthOfVictory, "[som 1.4]");
}

/// [som 1.4] Division, two clubs, step 6: strength of schedule.
#[test]
fn division_two_clubs_strength_of_schedule() {
    let s = st(&[g("A", 20, "B", 10), g("B", 20, "A", 10), g("A", 10, "G", 0), g("J", 10, "A", 0), g("B", 10, "G", 0), g("K", 10, "B", 0), g("J", 10, "L", 0), g("L", 10, "K", 0)]);
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::StrengthOfSchedule, "[som 1.4]");
}

/// [som 1.4] Division, two clubs, step 7: combined ranking among conference teams in points
/// scored and allowed.
#[test]
fn division_two_clubs_combined_ranking() {
    let s = st(&[g("A", 30, "B", 0), g("B", 7, "A", 0)]);
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::CombinedRankingConference, "[som 1.4]");
}

/// [som 1.4] Division, two clubs, step 9: net points in common games (equal point totals).
#[test]
fn division_two_clubs_net_points_in_common_games() {
    let s = st(&[g("A", 10, "B", 7), g("B", 10, "A", 7), g("A", 20, "C", 10), g("B", 14, "C", 10), g("A", 10, "J", 9), g("B", 16, "G", 9)]);
    for t in ["A", "B"] {
        let r = s.record(t).unwrap();
        assert_eq!((r.points_for, r.points_against), (47, 36));
    }
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::NetPointsCommon, "[som 1.4]");
}

/// [som 1.4] Division, two clubs, step 10: net points in all games (the combined rankings tie:
/// A is one place better in points scored, one worse in points allowed).
#[test]
fn division_two_clubs_net_points_in_all_games() {
    let s = st(&[g("A", 10, "B", 7), g("B", 10, "A", 7), g("A", 20, "C", 10), g("B", 20, "C", 10), g("A", 12, "J", 9), g("B", 10, "G", 8)]);
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::NetPointsAll, "[som 1.4]");
}

/// [som 1.4] Division, two clubs, step 11: net touchdowns (results carry touchdowns), and
/// step 12: the coin toss as a seeded die roll when nothing else separates them.
#[test]
fn division_two_clubs_net_touchdowns_and_coin_toss() {
    let base = [g("A", 10, "B", 7), g("B", 10, "A", 7), g("A", 10, "J", 9), g("B", 10, "G", 9)];
    let mut games = base.to_vec();
    games.push(gt("A", 20, 2, "C", 10, 1));
    games.push(gt("B", 20, 1, "C", 10, 1));
    let r = st(&games).rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::NetTouchdowns, "[som 1.4]");

    let mut games = base.to_vec();
    games.push(gt("A", 20, 2, "C", 10, 1));
    games.push(gt("B", 20, 2, "C", 10, 1));
    let mut firsts = BTreeSet::new();
    for seed in 0..40 {
        let s = SomStandings::new(&league(), &games, seed).unwrap();
        let r = s.rank(&["A", "B"]).unwrap();
        assert_eq!(sep(&r[0]).0, Step::CoinToss, "[som 1.4]");
        // The same tie tosses the same way, whatever the order it is asked in.
        assert_eq!(s.rank(&["B", "A"]).unwrap(), r, "[som 1.4] the toss is seeded");
        firsts.insert(r[0].team.clone());
    }
    assert_eq!(firsts.len(), 2, "[som 1.4] the die roll can go either way");
}

/// [som 1.4] Ties count ½ win and ½ loss: 1-1-0 and 0-0-2 are tied (a tiebreaker decides), and a
/// tied head-to-head game does not separate.
#[test]
fn ties_count_half() {
    let s = st(&[g("A", 10, "D", 0), g("E", 10, "A", 0), g("B", 3, "F", 3), g("B", 0, "G", 0)]);
    assert_eq!(s.record("B").unwrap().all, Wlt { w: 0, l: 0, t: 2 });
    let r = s.rank(&["A", "B", "C"]).unwrap();
    assert_eq!(names(&r)[2], "C");
    assert_ne!(sep(&r[0]).0, Step::Record, "[som 1.4] 1-1-0 and 0-0-2 are tied");
    assert_eq!(sep(&r[1]).0, Step::Record);
    // 2-0-1 (.833) is ahead of 2-1-0 (.667): a tie is half a win.
    let s = st(&[g("A", 7, "B", 7), g("A", 7, "C", 0), g("A", 7, "D", 0), g("B", 7, "E", 0), g("B", 7, "F", 0), g("G", 7, "B", 0)]);
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::Record, "[som 1.4]");
    // Head-to-head: the tied game leaves them level, the next step decides.
    let s = st(&[g("A", 7, "B", 7), g("A", 7, "C", 0), g("C", 7, "B", 0), g("B", 7, "D", 0), g("E", 7, "A", 0)]);
    let r = s.rank(&["B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::Division, "[som 1.4] a tied head-to-head game decides nothing");
}

/// The games of the three-club restart example: A, B and C of the East all 3-2 or 6-4.
fn games_of_restart() -> Vec<SomGame> {
    vec![
        g("A", 10, "B", 0),
        g("A", 10, "C", 0),
        g("C", 10, "A", 0),
        g("B", 10, "C", 0),
        g("B", 10, "C", 0),
        g("D", 10, "A", 0),
        g("A", 10, "G", 0),
        g("B", 10, "D", 0),
        g("H", 10, "B", 0),
        g("C", 10, "D", 0),
        g("C", 10, "E", 0),
        g("C", 10, "F", 0),
        g("C", 10, "J", 0),
        g("C", 10, "K", 0),
        g("L", 10, "C", 0),
    ]
}

/// [som 1.4] Division, three clubs: head-to-head among all eliminates C; the two left restart at
/// step 1 of the two-club procedure (head-to-head: A beat B), where carrying on to the next
/// steps with A and B would have put B first (common games).
#[test]
fn division_three_clubs_restart_at_step_one() {
    let s = st(&games_of_restart());
    for t in ["A", "B", "C"] {
        assert_eq!(s.record(t).unwrap().all.pct(), 0.6);
    }
    let r = s.rank(&["C", "B", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B", "C"], "[som 1.4]");
    assert_eq!(sep(&r[0]), (Step::HeadToHead, Procedure::Division, 2), "[som 1.4] restarted with two clubs");
    assert_eq!(sep(&r[1]), (Step::HeadToHead, Procedure::Division, 2), "[som 1.4]");
    // The standings of the division show the same order.
    let east = &s.division_standings()[0];
    assert_eq!(names(&east.teams), ["A", "B", "C"]);
    // Carrying on with A and B past head-to-head instead of restarting would reach common games,
    // where B is ahead (3-0 against C and D, A 1-2).
    let o = TiebreakOptions { division_two: vec![Step::CommonGames], ..TiebreakOptions::default() };
    let s2 = SomStandings::with_options(s.league(), &games_of_restart(), 7, o).unwrap();
    let r2 = s2.rank(&["A", "B"]).unwrap();
    assert_eq!(names(&r2), ["B", "A"]);
    assert_eq!(sep(&r2[0]).0, Step::CommonGames);
}

/// [som 1.4] Division, three clubs: a step that leaves three or more goes on with them to the
/// next step (no restart); here head-to-head among all applies and one club is best.
#[test]
fn division_three_clubs_one_step_decides() {
    let s = st(&[g("A", 10, "B", 0), g("A", 10, "C", 0), g("B", 10, "C", 0), g("B", 10, "D", 0), g("C", 10, "D", 0), g("C", 10, "E", 0), g("D", 10, "A", 0), g("E", 10, "A", 0), g("F", 10, "B", 0)]);
    // A 2-2, B 2-2, C 2-2
    let r = s.rank(&["B", "C", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "B", "C"]);
    assert_eq!(sep(&r[0]), (Step::HeadToHead, Procedure::Division, 3), "[som 1.4] head-to-head among all three");
    assert_eq!(sep(&r[1]), (Step::HeadToHead, Procedure::Division, 2), "[som 1.4] the rest restart");
}

/// [som 1.4] Wild card, same division first: A and B (East) and D (West) are tied. A is ahead of
/// B by the division tiebreaker (head-to-head), so only A meets D (D beat A); B, although it beat
/// D and has by far the best net points, cannot pass A. Seeds follow: S3 D, S4 A, S5 B.
#[test]
fn wild_card_same_division_first() {
    let s = st(&[g("A", 3, "B", 0), g("B", 30, "D", 0), g("D", 7, "A", 0), g("C", 20, "G", 0), g("C", 10, "H", 0), g("E", 10, "I", 0), g("E", 10, "J", 0)]);
    let r = s.rank(&["B", "D", "A", "F"]).unwrap();
    assert_eq!(names(&r), ["D", "A", "B", "F"], "[som 1.4]");
    assert_eq!(sep(&r[0]), (Step::HeadToHead, Procedure::WildCard, 2), "[som 1.4]");
    assert_eq!(sep(&r[1]), (Step::HeadToHead, Procedure::Division, 2), "[som 1.4] A over B by the division tiebreaker");
    assert_eq!(sep(&r[2]).0, Step::Record);
    let seeds = s.playoff_seeds().unwrap();
    let afc = &seeds.conferences[0];
    assert_eq!(afc.conference, "AFC");
    // C and E are both 2-0; C wins the combined ranking (20-0 over G).
    assert_eq!(afc.teams(), ["C", "E", "D", "A", "B"], "[som 1.3]/[som 1.4]");
    assert_eq!(sep(&afc.seeds[0]).1, Procedure::WildCard, "[som 1.4] division winners by the wild-card procedure");
}

/// [som 1.4] Wild card, two clubs of different divisions: common games need at least 4 games
/// each; with 3 the step is skipped and strength of victory decides for D, though A is 2-1 and D
/// 1-2 against the common opponents. With a minimum of 3 (an option) common games decide for A.
#[test]
fn wild_card_common_games_minimum_four() {
    let games = [
        g("A", 10, "G", 0),
        g("A", 10, "H", 0),
        g("I", 10, "A", 0),
        g("D", 10, "G", 0),
        g("H", 10, "D", 0),
        g("I", 10, "D", 0),
        g("J", 10, "A", 0),
        g("D", 10, "K", 0),
        g("K", 10, "L", 0),
        g("K", 10, "J", 0),
    ];
    let s = st(&games);
    let r = s.rank(&["A", "D"]).unwrap();
    assert_eq!(names(&r), ["D", "A"], "[som 1.4]");
    assert_eq!(sep(&r[0]), (Step::StrengthOfVictory, Procedure::WildCard, 2), "[som 1.4] common games skipped below 4");
    let o = TiebreakOptions { wild_card_common_minimum: 3, ..TiebreakOptions::default() };
    let s = SomStandings::with_options(&league(), &games, 7, o).unwrap();
    let r = s.rank(&["A", "D"]).unwrap();
    assert_eq!(names(&r), ["A", "D"]);
    assert_eq!(sep(&r[0]).0, Step::CommonGames, "[som 1.4]");
    // A division tie needs no minimum: the same games decide on common games for two East clubs.
    let games: Vec<SomGame> = games.iter().map(|x| SomGame { home: x.home.replace('D', "B"), away: x.away.replace('D', "B"), ..x.clone() }).collect();
    let r = st(&games).rank(&["A", "B"]).unwrap();
    assert_eq!(names(&r), ["A", "B"]);
    assert_eq!(sep(&r[0]).0, Step::CommonGames, "[som 1.4]");
}

/// [som 1.4] Wild card, two clubs: conference record comes before common games (step 2).
#[test]
fn wild_card_two_clubs_conference_record() {
    let s = st(&[g("A", 10, "B", 0), g("G", 10, "A", 0), g("D", 10, "H", 0), g("E", 10, "D", 0)]);
    let r = s.rank(&["D", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "D"]);
    assert_eq!(sep(&r[0]), (Step::Conference, Procedure::WildCard, 2), "[som 1.4]");
}

/// [som 1.4] Wild card, two clubs, step 8: net points in conference games (not in common games
/// as in the division list).
#[test]
fn wild_card_two_clubs_net_points_in_conference_games() {
    // A (East) and D (West): one conference win and one loss outside it each, 25-20 in points,
    // but A won its conference game by 10 and D by 7.
    let s = st(&[g("A", 20, "B", 10), g("G", 10, "A", 5), g("D", 17, "E", 10), g("K", 10, "D", 8)]);
    let (ra, rd) = (s.record("A").unwrap(), s.record("D").unwrap());
    assert_eq!((ra.points_for, ra.points_against), (rd.points_for, rd.points_against));
    let r = s.rank(&["D", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "D"]);
    assert_eq!(sep(&r[0]), (Step::NetPointsConference, Procedure::WildCard, 2), "[som 1.4]");
}

/// [som 1.4] Wild card, 3+ clubs, head-to-head sweep: A beat each of the others, so A is first;
/// then D and G revert to the two-club procedure. (A conference has two divisions, so three
/// clubs of three divisions only meet in a league-wide order.)
#[test]
fn wild_card_sweep_applies_when_one_club_beat_each_other() {
    let s = st(&[g("A", 10, "D", 0), g("A", 10, "G", 0), g("B", 10, "A", 0), g("C", 10, "A", 0), g("D", 10, "E", 0), g("G", 10, "H", 0)]);
    let r = s.rank(&["G", "D", "A"]).unwrap();
    assert_eq!(names(&r), ["A", "G", "D"], "[som 1.4]");
    assert_eq!(sep(&r[0]), (Step::HeadToHeadSweep, Procedure::WildCard, 3), "[som 1.4]");
    assert_eq!(sep(&r[1]), (Step::Conference, Procedure::WildCard, 2), "[som 1.4]");
}

/// [som 1.4] Wild card, 3+ clubs: a best head-to-head percentage is not a sweep. A beat D but
/// never met G, so the sweep step does not apply and conference record decides among all three
/// (G); A and D then restart with two clubs (A beat D).
#[test]
fn wild_card_sweep_is_not_head_to_head_percentage() {
    let s = st(&[g("A", 10, "D", 0), g("B", 10, "A", 0), g("D", 10, "G", 0), g("G", 10, "H", 0)]);
    let r = s.rank(&["D", "A", "G"]).unwrap();
    assert_eq!(names(&r), ["G", "A", "D"], "[som 1.4]");
    assert_eq!(sep(&r[0]), (Step::Conference, Procedure::WildCard, 3), "[som 1.4]");
    assert_eq!(sep(&r[1]), (Step::HeadToHead, Procedure::WildCard, 2), "[som 1.4]");
}

/// [som 1.4] Wild card, 3+ clubs: a club that lost to each of the others is eliminated by the
/// sweep step, and the two left revert to the two-club procedure.
#[test]
fn wild_card_club_that_lost_to_each_is_eliminated() {
    // D lost to A and G; A and G never met. A is 1-1 with a conference loss, G 1-1 with a
    // conference win.
    let s = st(&[g("A", 10, "D", 0), g("G", 10, "D", 0), g("B", 10, "A", 0), g("H", 10, "G", 0), g("D", 10, "E", 0), g("D", 10, "F", 0)]);
    // D 2-2, A 1-1, G 1-1.
    let r = s.rank(&["D", "A", "G"]).unwrap();
    assert_eq!(names(&r), ["A", "G", "D"], "[som 1.4]");
    assert_eq!(sep(&r[0]), (Step::Conference, Procedure::WildCard, 2), "[som 1.4] decided after the revert to two clubs");
}

/// [som 1.4] Ordering reports a step for every separation, `Record` when the records differ.
#[test]
fn rank_reports_each_separation() {
    let s = st(&[g("A", 10, "B", 0), g("A", 10, "C", 0), g("B", 10, "C", 0)]);
    let r = s.rank(&["C", "A", "B"]).unwrap();
    assert_eq!(names(&r), ["A", "B", "C"]);
    assert_eq!(sep(&r[0]).0, Step::Record);
    assert_eq!(sep(&r[1]).0, Step::Record);
    assert!(r[2].separated_by.is_none());
    assert!(matches!(s.rank(&["A", "Z"]), Err(SomError::UnknownTeam(_))));
    assert!(matches!(s.rank(&["A", "A"]), Err(SomError::DuplicateTeam(_))));
    assert!(s.render().contains("East"));
    // Results are checked.
    assert!(matches!(SomStandings::new(&league(), &[gt("A", 6, 2, "B", 0, 0)], 0), Err(SomError::GameResult(_))));
    assert!(matches!(SomStandings::new(&league(), &[g("A", 6, "Q", 0)], 0), Err(SomError::UnknownTeam(_))));
}

/// [som 1.4] Strength of victory counts the opponent of every game won: A beat a weak G twice
/// (G counted twice: A's SOV 3-5, below B's 3-4), so B is ahead; counting each beaten opponent
/// once would have put A ahead (3-3).
#[test]
fn strength_of_victory_counts_each_win() {
    let s = st(&[g("A", 10, "B", 0), g("B", 10, "A", 0), g("A", 10, "G", 0), g("A", 10, "G", 0), g("B", 10, "H", 0), g("B", 10, "I", 0), g("J", 10, "H", 0)]);
    let r = s.rank(&["A", "B"]).unwrap();
    assert_eq!(names(&r), ["B", "A"], "[som 1.4]");
    assert_eq!(sep(&r[0]).0, Step::StrengthOfVictory, "[som 1.4]");
}

// ----- §1.3 playoffs -----

fn bracket() -> SomBracket {
    let s = |v: [&str; 5]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    SomBracket::from_seeds(vec![("AFC".into(), s(["A1", "A2", "A3", "A4", "A5"])), ("NFC".into(), s(["N1", "N2", "N3", "N4", "N5"]))]).unwrap()
}

fn res(a: &str, sa: u16, b: &str, sb: u16) -> PlayoffResult {
    PlayoffResult { home: a.into(), away: b.into(), home_score: sa, away_score: sb }
}

fn pairs(games: &[PlayoffGame]) -> Vec<(String, String)> {
    games.iter().map(|g| (g.home.clone(), g.away.clone())).collect()
}

fn p(a: &str, b: &str) -> (String, String) {
    (a.into(), b.into())
}

/// [som 1.3] Week 1: S4 v S5 (S1-S3 rest); week 2: S1 v the S4/S5 winner, S2 v S3; week 3: the
/// conference finals; week 4: the championship; then the champion.
#[test]
fn bracket_week_by_week() {
    let mut b = bracket();
    assert_eq!(b.week(), Some(1));
    assert_eq!(pairs(b.games()), [p("A4", "A5"), p("N4", "N5")], "[som 1.3]");
    assert!(b.games().iter().all(|g| g.round == Round::WildCard && g.week == 1));
    // Results in either team order; the S5 upsets the S4 in the AFC.
    let next = b.record_week(&[res("A5", 17, "A4", 10), res("N4", 24, "N5", 21)]).unwrap();
    let BracketStep::Next(w2) = next else { panic!("week 2") };
    assert_eq!(pairs(&w2), [p("A1", "A5"), p("A2", "A3"), p("N1", "N4"), p("N2", "N3")], "[som 1.3]");
    assert_eq!((w2[0].home_seed, w2[0].away_seed), (1, 5));
    assert!(w2.iter().all(|g| g.round == Round::Divisional && g.week == 2));
    // Week 2: A5 beats A1 (no reseeding), A3 beats A2; N1 and N2 win.
    let BracketStep::Next(w3) = b.record_week(&[res("A1", 3, "A5", 6), res("A2", 0, "A3", 7), res("N1", 30, "N4", 0), res("N2", 14, "N3", 13)]).unwrap() else { panic!() };
    assert_eq!(pairs(&w3), [p("A3", "A5"), p("N1", "N2")], "[som 1.3] conference finals, better seed listed first");
    assert!(w3.iter().all(|g| g.round == Round::Conference && g.conference.is_some()));
    let BracketStep::Next(w4) = b.record_week(&[res("A3", 20, "A5", 23), res("N1", 9, "N2", 12)]).unwrap() else { panic!() };
    assert_eq!(pairs(&w4), [p("A5", "N2")], "[som 1.3] the championship");
    assert_eq!(w4[0].round, Round::SuperBowl);
    assert_eq!(w4[0].conference, None);
    assert_eq!(b.record_week(&[res("N2", 31, "A5", 28)]).unwrap(), BracketStep::Champion("N2".into()), "[som 1.3]");
    assert_eq!(b.champion(), Some("N2"));
    assert_eq!(b.week(), None);
    assert_eq!(b.played().len(), 2 + 4 + 2 + 1);
    assert!(b.record_week(&[]).is_err());
}

/// [som 1.3] A playoff game cannot end tied (more overtime periods are played): a tied result is
/// refused and nothing is recorded; so are missing and unknown games.
#[test]
fn bracket_refuses_ties_and_wrong_games() {
    let mut b = bracket();
    let e = b.record_week(&[res("A4", 10, "A5", 10), res("N4", 24, "N5", 21)]).unwrap_err();
    assert!(matches!(e, SomError::TiedPlayoffGame { .. }), "[som 1.3] {e}");
    assert_eq!(b.week(), Some(1), "[som 1.3] nothing recorded");
    assert!(b.played().is_empty());
    assert!(matches!(b.record_week(&[res("A4", 10, "A5", 3)]), Err(SomError::Playoff(_))), "[som 1.3] a game missing");
    assert!(matches!(b.record_week(&[res("A4", 10, "A3", 3), res("N4", 24, "N5", 21)]), Err(SomError::Playoff(_))), "[som 1.3] not a game this week");
    assert!(matches!(b.record_week(&[res("A4", 10, "A5", 3), res("A5", 3, "A4", 10)]), Err(SomError::Playoff(_))));
    assert!(b.record_week(&[res("A4", 10, "A5", 3), res("N4", 24, "N5", 21)]).is_ok());
    // Seeds are checked.
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert!(SomBracket::from_seeds(vec![("X".into(), s(&["a", "b", "c", "d"])), ("Y".into(), s(&["e", "f", "g", "h", "i"]))]).is_err(), "[som 1.3] five seeds");
    assert!(SomBracket::from_seeds(vec![("X".into(), s(&["a", "b", "c", "d", "e"])), ("Y".into(), s(&["e", "f", "g", "h", "i"]))]).is_err());
}

/// [som 1.3] A whole season: a generated 11-game schedule played with made-up scores, its seeds
/// (two division champions then three wild cards per conference), and the bracket to a champion.
#[test]
fn a_season_to_a_champion() {
    let l = sized([4, 4, 4, 4]).unwrap();
    let sch = generate_schedule(&l, SEASON_GAMES, 11).unwrap();
    let mut rng = SeededRandom::new(4);
    use huddle_core::Randomness;
    let games: Vec<SomGame> = sch
        .games
        .iter()
        .map(|f| {
            let (h, a) = (rng.range(0, 5) as u16 * 7, rng.range(0, 5) as u16 * 7);
            SomGame { week: f.week, home: f.home.clone(), away: f.away.clone(), home_score: h, away_score: a, home_tds: h / 7, away_tds: a / 7 }
        })
        .collect();
    let s = SomStandings::new(&l, &games, 1).unwrap();
    let seeds = s.playoff_seeds().unwrap();
    for (ci, c) in seeds.conferences.iter().enumerate() {
        let t = c.teams();
        assert_eq!(t.len(), 5, "[som 1.3]");
        let winners: Vec<String> = s.division_standings().into_iter().filter(|d| d.conference == c.conference).map(|d| d.teams[0].team.clone()).collect();
        assert_eq!(t[..2].iter().cloned().collect::<BTreeSet<_>>(), winners.iter().cloned().collect(), "[som 1.3] S1/S2 are the division champions");
        let conf = l.conference_teams(ci);
        // Every wild card is at least as good as every team left out.
        let pct = |x: &str| s.record(x).unwrap().all.pct();
        for out in conf.iter().filter(|x| !t.contains(x)) {
            assert!(t[2..].iter().all(|w| pct(w) >= pct(out)), "[som 1.3]");
        }
    }
    let mut b = SomBracket::new(&seeds).unwrap();
    let champion = loop {
        let results: Vec<PlayoffResult> = b.games().iter().map(|g| res(&g.home, 21, &g.away, 14)).collect();
        if let BracketStep::Champion(c) = b.record_week(&results).unwrap() {
            break c;
        }
    };
    // The better seed always won: the first conference's S1 is champion.
    assert_eq!(champion, seeds.conferences[0].seeds[0].team, "[som 1.3]");
}

// ----- §1.1 draft -----

fn coach(name: &str, team: &str, seasons: u32, w: u16, l: u16, d: Declaration) -> ReturningCoach {
    ReturningCoach { coach: name.into(), team: team.into(), seasons_with_team: seasons, previous: Wlt { w, l, t: 0 }, declaration: d }
}

/// [som 1.1] Returning coaches who enter the draft pick first, by continuous seasons with their
/// team regardless of record, ties by the better previous record; then new coaches by lottery;
/// coaches who keep their team do not pick.
#[test]
fn draft_order_streak_then_record_then_lottery() {
    use Declaration::*;
    let returning = [
        coach("ann", "A", 2, 10, 1, EnterDraft),
        coach("bob", "B", 5, 1, 10, EnterDraft),
        coach("cat", "C", 2, 6, 5, EnterDraft),
        coach("dan", "D", 9, 11, 0, Keep),
        coach("eve", "E", 1, 8, 3, EnterDraft),
    ];
    let new = ["zed", "yul", "xia"];
    let o = draft_order(&returning, &new, &mut SeededRandom::new(3)).unwrap();
    let order: Vec<&str> = o.picks.iter().map(|p| p.coach.as_str()).collect();
    assert_eq!(&order[..4], ["bob", "ann", "cat", "eve"], "[som 1.1] streak first regardless of record, ties by record");
    assert_eq!(o.keepers, [("dan".to_string(), "D".to_string())], "[som 1.1]");
    let reasons: Vec<Option<DraftReason>> = o.picks.iter().map(|p| p.reason).collect();
    assert_eq!(reasons[..4], [Some(DraftReason::Streak), Some(DraftReason::PreviousRecord), Some(DraftReason::Streak), Some(DraftReason::ReturningFirst)]);
    assert!(o.picks[4..].iter().all(|p| !p.returning));
    assert_eq!(o.picks.last().unwrap().reason, None);
    assert_eq!(o.picks.iter().map(|p| p.pick).collect::<Vec<_>>(), (1..=7).collect::<Vec<_>>());
    // The lottery is seeded: the same seed the same order, and every order can come out.
    let news = |seed: u64| draft_order(&returning, &new, &mut SeededRandom::new(seed)).unwrap().picks[4..].iter().map(|p| p.coach.clone()).collect::<Vec<_>>();
    assert_eq!(news(3), news(3));
    let all: BTreeSet<Vec<String>> = (0..200).map(news).collect();
    assert_eq!(all.len(), 6, "[som 1.1] all six orders of three new coaches occur");
    // A tie on streak and record: a die roll (scripted here).
    let tied = [coach("p", "A", 3, 5, 5, EnterDraft), coach("q", "B", 3, 5, 5, EnterDraft)];
    let a = draft_order(&tied, &[] as &[&str], &mut ScriptedRandom::new(vec![0])).unwrap();
    let b = draft_order(&tied, &[] as &[&str], &mut ScriptedRandom::new(vec![1])).unwrap();
    assert_ne!(a.picks[0].coach, b.picks[0].coach, "[som 1.1]");
    assert_eq!(a.picks[0].reason, Some(DraftReason::DieRoll));
}

/// [som 1.1] Draft input errors, the draft pool (A-L2: playoff teams closed unless
/// grandfathered) and the ban on trades.
#[test]
fn draft_pool_and_no_trades() {
    use Declaration::*;
    assert!(matches!(draft_order(&[coach("a", "A", 1, 0, 0, Keep)], &["a"], &mut SeededRandom::new(0)), Err(SomError::Draft(_))), "[som 1.1] duplicate coach");
    assert!(matches!(draft_order(&[coach("a", "A", 1, 0, 0, Keep), coach("b", "A", 1, 0, 0, Keep)], &[] as &[&str], &mut SeededRandom::new(0)), Err(SomError::Draft(_))));
    let returning = [coach("ann", "A", 2, 10, 1, Keep), coach("bob", "B", 5, 1, 10, EnterDraft), coach("cat", "C", 1, 9, 2, EnterDraft)];
    let o = draft_order(&returning, &["new"], &mut SeededRandom::new(0)).unwrap();
    let teams = ["A", "B", "C", "D", "E"];
    let rules = SomLeagueRules::default();
    // C and E made the playoffs; E is grandfathered.
    let pool = draft_pool(&teams, &o, &["A", "C", "E"], &["E"], &rules);
    assert_eq!(pool, ["B", "D", "E"], "[som 1.1] kept teams and playoff teams are closed, grandfathered teams open");
    let open = SomLeagueRules { playoff_teams_closed: false, ..rules.clone() };
    assert_eq!(draft_pool(&teams, &o, &["A", "C", "E"], &["E"], &open), ["B", "C", "D", "E"]);
    assert_eq!(rules.check_trade("A", "B"), Err(SomError::TradesNotAllowed), "[som 1.1] trading is not allowed");
    assert!(SomLeagueRules { trades_allowed: true, ..rules }.check_trade("A", "B").is_ok());
}

// ----- a league season played -----

/// [som 1.2] [som 1.3] [som 1.5] A league season played end to end with Strat-O-Matic cards: 12
/// teams dealt into two conferences of two divisions, every team plays exactly 11 games and
/// meets every division rival; the standings are the games' records; five teams a conference
/// go to the playoffs by the seeds, week 1 is S4 v S5, no playoff game ends tied (overtime
/// until a winner) and the champion won the last game; the same seed plays the same season.
#[test]
fn a_league_season_is_played_from_schedule_to_champion() {
    let teams: Vec<huddle_som::cards::SomTeam> = huddle_som::build::embedded_2024().teams.iter().take(12).cloned().collect();
    let codes: Vec<String> = teams.iter().map(|t| t.code.clone()).collect();
    let l = league_of(&codes).unwrap();
    assert_eq!(l.conferences().iter().map(|c| c.divisions.iter().map(|d| d.teams.len()).collect::<Vec<_>>()).collect::<Vec<_>>(), [[3, 3], [3, 3]]);
    let rules = huddle_league::season::Rules::Som(huddle_som::options::SomOptions::default());
    let played = play_league_season(&teams, &l, 7, &rules, true, &mut huddle_league::season::computer_only).unwrap();
    let games = &played.season.games;
    assert_eq!(games.len(), 12 * SEASON_GAMES / 2);
    for t in &codes {
        let mine: Vec<_> = games.iter().filter(|g| &g.home == t || &g.away == t).collect();
        assert_eq!(mine.len(), SEASON_GAMES, "{t}");
        for rival in l.teams().iter().filter(|r| *r != t && l.same_division(t, r)) {
            assert!(mine.iter().any(|g| &g.home == rival || &g.away == rival), "{t} never met its division rival {rival}");
        }
        let rec = played.standings.record(t).unwrap();
        let won = mine.iter().filter(|g| if &g.home == t { g.home_score > g.away_score } else { g.away_score > g.home_score }).count() as u16;
        let pf: u32 = mine.iter().map(|g| u32::from(if &g.home == t { g.home_score } else { g.away_score })).sum();
        let tds: u32 = mine.iter().map(|g| u32::from(if &g.home == t { g.tds[0] } else { g.tds[1] })).sum();
        assert_eq!((rec.all.w, rec.points_for, rec.tds_for), (won, pf, tds), "{t}");
        assert!(tds * 6 <= pf && tds > 0, "{t}: {tds} touchdowns, {pf} points");
    }
    let b = played.playoffs.as_ref().expect("the playoffs were played");
    let seeds = played.standings.playoff_seeds().unwrap();
    assert_eq!(b.seeds().iter().map(|(_, s)| s.clone()).collect::<Vec<_>>(), seeds.conferences.iter().map(|c| c.teams()).collect::<Vec<_>>());
    let week1: Vec<_> = b.played().iter().filter(|(g, _)| g.week == 1).collect();
    assert_eq!(week1.len(), 2);
    for (g, _) in &week1 {
        assert_eq!((g.home_seed, g.away_seed), (4, 5));
    }
    assert_eq!(b.played().len(), 2 + 4 + 2 + 1);
    for (g, r) in b.played() {
        assert_ne!(r.home_score, r.away_score, "{} v {}: a playoff game is played to a winner", g.home, g.away);
    }
    let (_, last) = b.played().last().unwrap();
    assert_eq!(b.champion(), Some(last.winner()));
    // The same seed, the same season; another seed, another.
    let again = play_league_season(&teams, &l, 7, &rules, true, &mut huddle_league::season::computer_only).unwrap();
    let scores = |p: &LeagueSeason| p.season.games.iter().map(|g| (g.home.clone(), g.home_score, g.away_score)).collect::<Vec<_>>();
    assert_eq!(scores(&again), scores(&played));
    assert_eq!(again.playoffs.unwrap().champion(), b.champion());
    let other = play_league_season(&teams, &l, 8, &rules, false, &mut huddle_league::season::computer_only).unwrap();
    assert_ne!(scores(&other), scores(&played));
    assert!(other.playoffs.is_none());
}

/// [som 1.2] The NFL's franchises keep their conferences, two NFL divisions to a league division
/// (East with North, South with West); a set of teams too small for five playoff places a
/// conference is refused, naming the rule.
#[test]
fn the_leagues_of_a_set_of_teams() {
    let nfl: Vec<String> = huddle_som::build::embedded_2024().teams.iter().map(|t| t.code.clone()).collect();
    let l = league_of(&nfl).unwrap();
    assert_eq!(l.conferences().iter().map(|c| c.name.as_str()).collect::<Vec<_>>(), ["AFC", "NFC"]);
    for c in l.conferences() {
        assert_eq!(c.divisions.iter().map(|d| d.teams.len()).collect::<Vec<_>>(), [8, 8]);
    }
    assert!(l.same_division("BUF", "BAL") && l.same_division("KC", "HOU") && !l.same_division("BUF", "KC") && l.same_division("PHI", "DET"));
    let few: Vec<String> = nfl[..8].to_vec();
    assert!(matches!(league_of(&few), Err(SomError::ConferenceTooSmall { .. })));
}
