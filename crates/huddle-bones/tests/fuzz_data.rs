//! The data-file promise, checked by fuzzing the embedded Bones files: "a bad data file gets an
//! error naming the file, the entry and the rule it breaks — never a panic", and a file the
//! loader accepts plays games without panicking.
//!
//! For each embedded file (`bones.json`, `convert_params.json`), a team file (Kansas City's
//! converted 2024 team, written as JSON the way a user's team file is) and a league file (Kansas
//! City and Baltimore), and each fixed seed, the file's JSON is damaged one to three times at
//! random nodes (roughly and plausibly: `huddle_core::json_fuzz::fuzz_trials`) and handed to its loader inside
//! `catch_unwind`. A refusal must be an `Err` naming the file; an accepted file is played: two
//! whole computer-vs-computer games (the default rules, then the alternative readings of the
//! options, some by seed). Every panic — in the loader or in play — is a failure, reported with
//! its seed, the mutations and the panic message and location; a load and its games that do not
//! end within `HANG_SECS` are reported as a hang (and end the test process: a thread cannot be
//! stopped); a game that returns an `Err` on accepted data is reported too. Each file must also
//! see some refusals, so that the test shows its validation is active. `HUDDLE_FUZZ_SEEDS=n` runs
//! every file on seeds `0..n` for a longer search; `HUDDLE_FUZZ_SHOW=1` prints every refusal.
//!
//! The focused tests at the end feed, one at a time, the bad entries that made the engine panic
//! or hang under this fuzzing (and under a longer sweep of every single mutation of each file),
//! and check that each is now refused with the file, the entry and the rule.

use huddle_bones::cards::{check_team, parse_team};
use huddle_bones::coach::{AiCoach, Coach};
use huddle_bones::convert::{convert_league, ConvertParams, PARAMS_JSON};
use huddle_bones::game::BonesGame;
use huddle_bones::options::{BreakLimit, Options, RunArithmetic};
use huddle_bones::tables::{Tables, BONES_JSON};
use huddle_cards::Team;
use huddle_core::json_fuzz::{fuzz_trials, seeds, Trial};
use huddle_core::{AnyRandom, PerSide, SeededRandom};
use serde_json::Value;
use std::sync::OnceLock;

fn json(text: &str) -> Value {
    serde_json::from_str(text).expect("the embedded file is JSON")
}

/// The two games an accepted file plays: the default rules, then the options' alternative
/// readings (the run arithmetic, the break limit and a few switches vary with the seed).
fn play_two(seed: u64, tables: &Tables, home: &Team, away: &Team) -> Vec<String> {
    let alt = Options {
        run_arithmetic: [RunArithmetic::StepsThenRaw, RunArithmetic::RawYards, RunArithmetic::StepsClamped][(seed % 3) as usize],
        break_limit: [BreakLimit::Cap, BreakLimit::Reroll, BreakLimit::None][(seed / 3 % 3) as usize],
        bv_signed_subtraction: true,
        screen_to_receivers: false,
        long_is_break: seed.is_multiple_of(2),
        run_blitz_pass_penalty: true,
        shift_pass_number: seed % 2 == 1,
        deflect_on_the_run: true,
        punt_zero_is_ten: true,
        cc_partial: true,
        blocked_punt_td: true,
        nfl_coin_toss: true,
        playoff: true,
        modified_sudden_death: seed.is_multiple_of(2),
        ..Options::default()
    };
    let mut errors = Vec::new();
    for (k, opts) in [Options::default(), alt].into_iter().enumerate() {
        let coaches: PerSide<Box<dyn Coach>> = PerSide::new(Box::new(AiCoach), Box::new(AiCoach));
        let mut g = BonesGame::new(tables.clone(), opts, home.clone(), away.clone(), AnyRandom::Seeded(SeededRandom::new(seed * 2 + k as u64)), coaches);
        if let Err(e) = g.play_out() {
            errors.push(format!("game {} (seed {}): {e}", k + 1, seed * 2 + k as u64));
        }
    }
    errors
}

/// Kansas City and Baltimore in Bones cards (the embedded 2024 league, converted).
fn pair() -> &'static [Team] {
    static T: OnceLock<Vec<Team>> = OnceLock::new();
    T.get_or_init(|| ["KC", "BAL"].iter().map(|c| huddle_bones::testkit::team(c)).collect())
}

/// The same two teams in TTF cards, for the conversion.
fn ttf_pair() -> &'static [Team] {
    static T: OnceLock<Vec<Team>> = OnceLock::new();
    T.get_or_init(|| {
        let l = huddle_cards::sample::league_2024();
        ["KC", "BAL"].iter().map(|c| l.iter().find(|t| &t.code == c).expect("a 2024 team").clone()).collect()
    })
}

// ---------------------------------------------------------------------------------------------
// The fuzz tests, one per file
// ---------------------------------------------------------------------------------------------

/// [bones 17] The tables (`bones.json`).
#[test]
fn fuzzed_tables_are_refused_or_played_bones_17() {
    let file = "bones.json";
    let t = fuzz_trials(file, &json(BONES_JSON), seeds(300), move |text, seed| match Tables::parse(text, file) {
        Err(e) => Trial::Refused(e.to_string()),
        Ok(tables) => Trial::Played(play_two(seed, &tables, &pair()[0], &pair()[1])),
    });
    t.assert_clean(file);
}

/// [bones 18] The conversion parameters (`convert_params.json`): accepted parameters convert two
/// 2024 teams into Bones teams that pass the card checks and play.
#[test]
fn fuzzed_conversion_parameters_are_refused_or_played_bones_18() {
    let file = "convert_params.json";
    let tables = Tables::embedded();
    let t = fuzz_trials(file, &json(PARAMS_JSON), seeds(300), move |text, seed| match ConvertParams::parse(text, file) {
        Err(e) => Trial::Refused(e),
        Ok(params) => {
            let teams = convert_league(ttf_pair(), &params);
            let invalid: Vec<String> = teams.iter().filter_map(|t| check_team(t, "the converted team").err().map(|e| e.to_string())).collect();
            if invalid.is_empty() {
                Trial::Played(play_two(seed, &tables, &teams[0], &teams[1]))
            } else {
                Trial::Played(invalid)
            }
        }
    });
    t.assert_clean(file);
}

/// [bones 18] A team file: Kansas City's converted team written as JSON, played against
/// Baltimore.
#[test]
fn fuzzed_team_files_are_refused_or_played_bones_18() {
    let file = "kc.json";
    let tables = Tables::embedded();
    let text = serde_json::to_string_pretty(&pair()[0]).expect("a team serializes");
    parse_team(&text, file).expect("the unchanged team file is accepted");
    let t = fuzz_trials(file, &json(&text), seeds(300), move |text, seed| match parse_team(text, file) {
        Err(e) => Trial::Refused(e.to_string()),
        Ok(team) => Trial::Played(play_two(seed, &tables, &team, &pair()[1])),
    });
    t.assert_clean(file);
}

/// [bones 20] A league file: Kansas City and Baltimore as a JSON array (`parse_league`), its first
/// two teams played (a league left with one team plays Baltimore).
#[test]
fn fuzzed_league_files_are_refused_or_played_bones_20() {
    let file = "league.json";
    let tables = Tables::embedded();
    let text = serde_json::to_string_pretty(pair()).expect("a league serializes");
    huddle_bones::cards::parse_league(&text, file).expect("the unchanged league file is accepted");
    let t = fuzz_trials(file, &json(&text), seeds(150), move |text, seed| match huddle_bones::cards::parse_league(text, file) {
        Err(e) => Trial::Refused(e.to_string()),
        Ok(teams) => match teams.as_slice() {
            [] => Trial::Played(Vec::new()),
            [one] => Trial::Played(play_two(seed, &tables, one, &pair()[1])),
            [home, away, ..] => Trial::Played(play_two(seed, &tables, home, away)),
        },
    });
    t.assert_clean(file);
}

// ---------------------------------------------------------------------------------------------
// The rules the fuzzing called for: each bad entry alone is refused, naming the file, the entry
// and the rule
// ---------------------------------------------------------------------------------------------

/// The tables file changed by `edit` and read as "bad.json": the error message (the test fails
/// if the file is accepted or the loader panics).
fn tables_refused(edit: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(BONES_JSON).expect("the embedded file is JSON");
    edit(&mut v);
    let text = serde_json::to_string_pretty(&v).expect("a JSON value serializes");
    match huddle_core::json_fuzz::catch(|| Tables::parse(&text, "bad.json").map(drop).map_err(|e| e.to_string())) {
        Err(p) => panic!("the loader panicked: {p}"),
        Ok(Ok(())) => panic!("the changed file was accepted"),
        Ok(Err(e)) => e,
    }
}

/// Kansas City's team file with one player (the first for whom `pick` is true) changed by `edit`,
/// read as "bad.json": the error message, and the player's name.
fn team_refused(pick: impl Fn(&huddle_cards::Player) -> bool, edit: impl FnOnce(&mut huddle_cards::Player)) -> (String, String) {
    let mut t = pair()[0].clone();
    let p = t.players.iter_mut().find(|p| pick(p)).expect("a player to change");
    edit(p);
    let name = p.name.clone();
    let text = serde_json::to_string_pretty(&t).expect("a team serializes");
    match huddle_core::json_fuzz::catch(|| parse_team(&text, "bad.json").map(drop).map_err(|e| e.to_string())) {
        Err(p) => panic!("the loader panicked: {p}"),
        Ok(Ok(())) => panic!("the changed team was accepted"),
        Ok(Err(e)) => (e, name),
    }
}

fn assert_names(msg: &str, parts: &[&str]) {
    assert!(msg.starts_with("bad.json"), "the error `{msg}` should start with the file");
    for p in parts {
        assert!(msg.contains(p), "the error `{msg}` should name `{p}`");
    }
}

fn bones_mut(p: &mut huddle_cards::Player) -> &mut huddle_cards::bones::BonesCard {
    p.bones.as_deref_mut().expect("a Bones card")
}

/// [bones 8] A breakaway's distance FAD is rolled again under `break_min`: above 20 a card's
/// Maximum (at least 20) could make every roll a re-roll (a hang under the re-roll option, and
/// for ever above 100); refused, as is 0.
#[test]
fn breakaway_minimum_lies_within_1_to_20_bones_8() {
    for n in [0, 21, 255] {
        let msg = tables_refused(|v| v["constants"]["break_min"] = n.into());
        assert_names(&msg, &["constants.break_min", "1-20", "[bones 8]"]);
    }
}

/// [bones 7.2] [bones 7.3] [bones 12.7] [bones 17.3] Blocking, run-number and out-of-position
/// modifiers are added to a card's values in 8-bit arithmetic (−128 overflowed it): each lies
/// within −10..+10.
#[test]
fn yardage_modifiers_lie_within_ten_bones_7_3() {
    for (section, name, rule) in [("constants", "key_none", "bones 7.3"), ("constants", "draw_vs_run", "bones 7.3"), ("constants", "doubled_box", "bones 7.2"), ("constants", "double_team_primary", "bones 12.7"), ("position", "lb_row1_tv", "bones 17.3")] {
        for m in [-128, 127, 11] {
            let msg = tables_refused(|v| v[section][name] = m.into());
            assert_names(&msg, &[&format!("{section}.{name}"), &m.to_string(), "−10..+10", &format!("[{rule}]")]);
        }
    }
}

/// [bones 14.4] The coffin-corner deduction runs from `coffin_min` up to `coffin_max` (10-25):
/// out of order, the coach's `clamp` panicked; refused.
#[test]
fn coffin_corner_limits_in_order_bones_14_4() {
    let msg = tables_refused(|v| v["constants"]["coffin_max"] = 0.into());
    assert_names(&msg, &["constants.coffin_min", "coffin_max 0", "[bones 14.4]"]);
    let msg = tables_refused(|v| v["constants"]["coffin_min"] = 100.into());
    assert_names(&msg, &["constants.coffin_min", "coffin_min 100", "[bones 14.4]"]);
}

/// [bones 17.3] A weather modifier of −128 (its check took `abs()` of it and overflowed) is
/// refused like any modifier beyond ±20.
#[test]
fn weather_modifier_of_minus_128_is_refused_bones_17_3() {
    let msg = tables_refused(|v| v["weather"]["conditions"][1]["com"] = (-128).into());
    assert_names(&msg, &["weather.", "±20", "[bones 17.3]"]);
}

/// [bones 7.2] A Blocking or Tackle Value is a yardage modifier of the Blocking Battle, added to
/// another and to the position modifiers in 8-bit arithmetic (BV −128 or TV 127 overflowed it):
/// each lies within −10..+10.
#[test]
fn blocking_and_tackle_values_lie_within_ten_bones_7_2() {
    let (msg, name) = team_refused(|p| p.group() == huddle_cards::Group::OL, |p| bones_mut(p).bv = Some(-128));
    assert_names(&msg, &["team KC", &name, "BV -128", "[bones 7.2]"]);
    let (msg, name) = team_refused(|p| p.group() == huddle_cards::Group::LB, |p| bones_mut(p).defense.as_mut().expect("a defense card").tv = 127);
    assert_names(&msg, &["team KC", &name, "TV 127", "[bones 7.2]"]);
}

/// [bones 16] A kicker's field-goal band ending at 255 (its check computed 255 + 1) is refused
/// without a panic.
#[test]
fn kicker_band_to_255_is_refused_bones_16() {
    let (msg, name) = team_refused(|p| p.bones.as_deref().is_some_and(|b| b.kicking.is_some()), |p| bones_mut(p).kicking.as_mut().expect("a kicker").fg[0].to = 255);
    assert_names(&msg, &["team KC", &name, "field-goal band", "[bones 16]"]);
}

/// [bones 15.1] A kickoff row's Ret adjustment moves the returner's 1d10: 127 overflowed the
/// die's arithmetic; it lies within −9..+9.
#[test]
fn kickoff_return_adjustment_lies_within_nine_bones_15_1() {
    let (msg, name) = team_refused(|p| p.bones.as_deref().is_some_and(|b| b.kickoff.is_some()), |p| bones_mut(p).kickoff.as_mut().expect("a kickoff card")[6].ret = 127);
    assert_names(&msg, &["team KC", &name, "Ret 127", "[bones 15.1]"]);
}

/// [bones 18.2] A usage guide beyond a game's plays (10^12 carries or targets a game overflowed the
/// coach's weighted choice) is refused.
#[test]
fn usage_guide_beyond_a_games_plays_is_refused_bones_18_2() {
    let (msg, name) = team_refused(|p| p.usage.is_some_and(|u| u.targets > 1.0), |p| p.usage.as_mut().expect("a usage guide").targets = 1e12);
    assert_names(&msg, &["team KC", &name, "usage targets", "0-100", "[bones 18.2]"]);
}
