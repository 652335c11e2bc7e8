//! The weather (the seed's Weather page is missing: reconstruction M23, docs/bones-tables.md):
//! a FAD at the coin toss in an open-air stadium, and what a condition does to kicks, passes
//! and fumbles.

use huddle_bones::call::{DefPlay, DefenseCall, OffPlay, OffenseCall};
use huddle_bones::coach::OffenseChoice;
use huddle_bones::game::BonesGame;
use huddle_bones::options::Options;
use huddle_bones::tables::Tables;
use huddle_bones::testkit::*;
use huddle_core::{AnyRandom, Down, PerSide, Phase, SeededRandom, Side};

#[test]
fn the_conditions_cover_the_die_and_a_bad_table_is_refused() {
    let t = Tables::embedded();
    let w = &t.weather;
    let names: Vec<&str> = [1u8, 74, 75, 86, 87, 96, 97, 100].iter().map(|r| w.conditions[w.condition(*r)].name.as_str()).collect();
    assert_eq!(names, ["fair", "fair", "windy", "windy", "rain", "rain", "snow", "snow"]);
    let text = include_str!("../data/bones.json").replace("\"name\": \"snow\", \"chance\": 4", "\"name\": \"snow\", \"chance\": 14");
    let e = Tables::parse(&text, "bad.json").err().unwrap().to_string();
    assert!(e.contains("bad.json") && e.contains("weather.conditions") && e.contains("110"), "{e}");
    let text = include_str!("../data/bones.json").replace("{\"name\": \"fair\", \"chance\": 74, \"fg\": 0", "{\"name\": \"fair\", \"chance\": 74, \"fg\": -3");
    assert!(Tables::parse(&text, "bad.json").err().unwrap().to_string().contains("weather.fair"));
}

fn toss(home: &str, opts: Options, r: &[R]) -> BonesGame {
    let coaches: PerSide<Box<dyn huddle_bones::coach::Coach>> = PerSide::new(Box::new(ScriptCoach::default()), Box::new(ScriptCoach::default()));
    let mut g = BonesGame::new(Tables::embedded(), opts, team(home), team("BAL"), AnyRandom::Scripted(huddle_core::ScriptedRandom::new(rolls(r))), coaches);
    g.core.phase = Phase::CoinToss;
    g
}

#[test]
fn the_weather_is_rolled_at_the_coin_toss_in_the_open_air_only() {
    // The visitor's call and the coin (raw numbers), then a FAD: 90 is rain in Kansas City.
    let mut g = toss("KC", Options::default(), &[R::Raw(0), R::Raw(0), R::Fad(90)]);
    g.step().unwrap();
    assert_eq!(g.script_left(), Some((0, false)));
    assert_eq!(g.conditions().name, "rain");
    // Detroit plays under a roof: no roll, fair.
    let mut g = toss("DET", Options::default(), &[R::Raw(0), R::Raw(0)]);
    g.step().unwrap();
    assert_eq!(g.script_left(), Some((0, false)));
    assert_eq!(g.conditions().name, "fair");
    // The option off: every game fair, no roll.
    let mut g = toss("KC", Options { weather: false, ..Options::default() }, &[R::Raw(0), R::Raw(0)]);
    g.step().unwrap();
    assert_eq!((g.script_left(), g.conditions().name.as_str()), (Some((0, false)), "fair"));
}

#[test]
fn wind_and_snow_shorten_the_kickers_range() {
    use huddle_cards::bones::{FgBand, PlaceKicking};
    // A 57-yard kick, two yards past a 50-55 band of 01-70: 01-50 in fair weather; snow takes 8.
    for (weather, roll, good) in [(0usize, 50u8, true), (3, 50, false), (3, 42, true)] {
        let mut home = ScriptCoach::default();
        home.offense.push_back(OffenseChoice::FieldGoal);
        let no_z = kick_z_roll(&Tables::embedded(), false);
        let mut g = game_at(home, ScriptCoach::default(), &[R::Fad(roll), R::Fad(no_z)], 60, Down::Fourth, 5, 1, 600);
        g.weather = weather;
        let k = (0..g.teams[Side::Home].team.players.len() as u16).find(|p| g.teams[Side::Home].team.player(*p).bones.as_deref().is_some_and(|b| b.kicking.is_some())).unwrap();
        card_mut(&mut g, Side::Home, k).kicking = Some(PlaceKicking { xp: 95, fg: vec![FgBand { from: 0, to: 49, good: 90 }, FgBand { from: 50, to: 55, good: 70 }] });
        g.step().unwrap();
        assert_eq!(g.script_left(), Some((0, false)));
        assert_eq!(g.core.score.home == 3, good, "{} FAD {roll}", g.conditions().name);
    }
}

#[test]
fn the_weather_moves_the_extra_points_range_too_bones_15_5() {
    // [bones 15.5] The weather's numbers are added to the kicker's Good range (M23): the extra
    // point's too, not only a field goal's (third audit). XP range 01-95: 95 is good in fair
    // weather, no good in the wind (−8: 01-87), and 87 still good.
    for (weather, roll, good) in [(0usize, 95u8, true), (1, 95, false), (1, 87, true), (3, 88, false)] {
        let mut g = game_at(ScriptCoach::default(), ScriptCoach::default(), &[R::Fad(roll)], 25, Down::First, 10, 1, 600);
        g.core.phase = Phase::Try { team: Side::Home };
        g.weather = weather;
        let k = (0..g.teams[Side::Home].team.players.len() as u16).find(|p| g.available(Side::Home, *p) && g.teams[Side::Home].team.player(*p).bones.as_deref().is_some_and(|b| b.kicking.is_some())).unwrap();
        card_mut(&mut g, Side::Home, k).kicking.as_mut().unwrap().xp = 95;
        g.step().unwrap();
        assert_eq!(g.script_left(), Some((0, false)));
        assert_eq!(g.core.score.home == 1, good, "{} FAD {roll}", g.conditions().name);
    }
}

#[test]
fn rain_and_snow_narrow_the_completion_range_the_long_pass_most() {
    // The same dice in fair weather and in snow: the printed COM range drops by the condition's
    // numbers (com −4, and −6 more on a Long pass).
    let com = |weather: usize, play: OffPlay| -> i32 {
        let mut home = ScriptCoach::default();
        home.offense.push_back(play_call(OffenseCall::new(play, huddle_cards::OffBox::FL1)));
        let mut away = ScriptCoach::default();
        away.defense.push_back(DefenseCall::new(DefPlay::Pass));
        let coaches: PerSide<Box<dyn huddle_bones::coach::Coach>> = PerSide::new(Box::new(home), Box::new(away));
        let mut g = BonesGame::new(Tables::embedded(), Options::default(), team("KC"), team("BAL"), AnyRandom::Seeded(SeededRandom::new(11)), coaches);
        g.core.phase = Phase::Scrimmage;
        g.core.possession = Side::Home;
        g.core.spot = huddle_core::Spot::new(30).unwrap();
        g.core.downs = huddle_core::DownDistance { down: Down::First, line_to_gain: 40 };
        g.weather = weather;
        g.step().unwrap();
        let t = g.text(g.log.last().unwrap());
        let i = t.find("COM 1-").unwrap_or_else(|| panic!("{t}")) + 6;
        t[i..].split(|c: char| !c.is_ascii_digit()).next().unwrap().parse().unwrap()
    };
    assert_eq!(com(0, OffPlay::SH) - com(3, OffPlay::SH), 4);
    assert_eq!(com(0, OffPlay::LG) - com(3, OffPlay::LG), 10);
    assert_eq!(com(0, OffPlay::SH) - com(1, OffPlay::SH), 1, "wind: 1 on a Short pass");
}

fn play_call(c: OffenseCall) -> OffenseChoice {
    play(c)
}
