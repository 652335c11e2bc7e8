//! The card builder on small hand-written statistics files: bad input is named, documented
//! rules hold (zero attempts, traded players, shrinkage, monotone mappings).
use huddle_cards::builder::*;
use std::io::Write;
use std::collections::BTreeMap;
use std::path::PathBuf;

const PLAYER_HEADER: &str = "player_id,player_display_name,position,position_group,season,team,games,completions,attempts,passing_yards,passing_tds,passing_interceptions,sacks_suffered,sack_yards_lost,sack_fumbles,sack_fumbles_lost,carries,rushing_yards,rushing_tds,rushing_fumbles,rushing_fumbles_lost,receptions,targets,receiving_yards,receiving_tds,receiving_fumbles,receiving_fumbles_lost,def_tackles_solo,def_tackle_assists,def_tackles_for_loss,def_fumbles_forced,def_sacks,def_qb_hits,def_interceptions,def_interception_yards,def_pass_defended,penalties,penalty_yards,punt_returns,punt_return_yards,kickoff_returns,kickoff_return_yards,fg_made,fg_att,fg_blocked,fg_made_0_19,fg_made_20_29,fg_made_30_39,fg_made_40_49,fg_made_50_59,fg_made_60_,fg_missed_0_19,fg_missed_20_29,fg_missed_30_39,fg_missed_40_49,fg_missed_50_59,fg_missed_60_,pat_made,pat_att,fg_long";
const TEAM_HEADER: &str = "team,season,games,completions,attempts,passing_yards,passing_interceptions,sacks_suffered,carries,rushing_yards,rushing_fumbles_lost,receiving_fumbles_lost,sack_fumbles_lost,def_fumbles_forced,def_sacks,def_interceptions,penalties,penalty_yards";

fn player(id: &str, name: &str, pos: &str, grp: &str, team: &str, vals: &[(&str, f64)]) -> String {
    let cols: Vec<&str> = PLAYER_HEADER.split(',').collect();
    cols.iter()
        .map(|c| match *c {
            "player_id" => id.to_string(),
            "player_display_name" => name.to_string(),
            "position" => pos.to_string(),
            "position_group" => grp.to_string(),
            "season" => "2030".into(),
            "team" => team.to_string(),
            "games" => vals.iter().find(|v| v.0 == "games").map(|v| v.1).unwrap_or(17.0).to_string(),
            c => vals.iter().find(|v| v.0 == c).map(|v| v.1).unwrap_or(0.0).to_string(),
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// A kicker's row: (made, missed) from 20-29, 30-39, 40-49, 50-59 and 60+ yards, his made and
/// attempted totals and his longest make.
fn kicker(id: &str, team: &str, bands: [(f64, f64); 5], made: f64, att: f64, long: f64) -> String {
    let mut vals = vec![("fg_made", made), ("fg_att", att), ("fg_long", long), ("pat_made", 30.0), ("pat_att", 30.0)];
    for ((m, x), (mc, xc)) in bands.into_iter().zip([
        ("fg_made_20_29", "fg_missed_20_29"),
        ("fg_made_30_39", "fg_missed_30_39"),
        ("fg_made_40_49", "fg_missed_40_49"),
        ("fg_made_50_59", "fg_missed_50_59"),
        ("fg_made_60_", "fg_missed_60_"),
    ]) {
        vals.push((mc, m));
        vals.push((xc, x));
    }
    player(id, "Kicker", "K", "SPEC", team, &vals)
}

fn team(code: &str) -> String {
    format!("{code},2030,17,350,540,3800,12,40,450,2000,5,4,2,10,40,12,100,850")
}

static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

fn write(name: &str, lines: &[String]) -> PathBuf {
    let k = N.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("huddle-builder-{}-{k}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(format!("{name}.csv"));
    let mut f = std::fs::File::create(&p).unwrap();
    for l in lines {
        writeln!(f, "{l}").unwrap();
    }
    p
}

fn league(players: &[String]) -> (PathBuf, PathBuf) {
    let mut pl = vec![PLAYER_HEADER.to_string()];
    pl.extend_from_slice(players);
    let tm = vec![TEAM_HEADER.to_string(), team("AAA"), team("BBB")];
    (write("players", &pl), write("teams", &tm))
}

fn build(players: &[String]) -> Vec<huddle_cards::Team> {
    let (p, t) = league(players);
    let pr = read_players(&p, Some(2030)).unwrap();
    let tr = read_teams(&t, Some(2030)).unwrap();
    let (teams, _) = build_league(&pr, &tr, 2030, &BuilderParams::embedded(), "players.csv").unwrap();
    for tm in &teams {
        assert!(huddle_cards::validate_team(tm).is_empty(), "{:?}", huddle_cards::validate_team(tm));
    }
    teams
}

#[test]
fn missing_columns_are_named() {
    let p = write("missing", &["player_id,player_display_name,team".into(), "x,y,AAA".into()]);
    let e = read_players(&p, None).unwrap_err().to_string();
    assert!(e.contains("missing column") && e.contains("position_group") && e.contains("missing.csv"), "{e}");
}

#[test]
fn bad_numbers_name_file_line_and_column() {
    let mut row = player("p1", "Pat", "QB", "QB", "AAA", &[("attempts", 100.0)]);
    row = row.replacen(",100,", ",lots,", 1);
    let (p, _) = league(&[row]);
    let e = read_players(&p, Some(2030)).unwrap_err().to_string();
    assert!(e.contains("line 2") && e.contains("attempts") && e.contains("lots"), "{e}");
}

#[test]
fn unknown_team_codes_are_refused_with_the_player() {
    let (p, t) = league(&[player("p1", "Pat Roe", "QB", "QB", "ZZZ", &[("attempts", 100.0)])]);
    let pr = read_players(&p, Some(2030)).unwrap();
    let tr = read_teams(&t, Some(2030)).unwrap();
    let e = build_league(&pr, &tr, 2030, &BuilderParams::embedded(), "players.csv").unwrap_err().to_string();
    assert!(e.contains("ZZZ") && e.contains("Pat Roe") && e.contains("players.csv"), "{e}");
}

#[test]
fn zero_attempts_give_a_league_card_and_rates_order_cards() {
    let teams = build(&[
        // Both at the league's sack rate (the sack rate moves the Com range too).
        player("q1", "Accurate", "QB", "QB", "AAA", &[("attempts", 500.0), ("completions", 360.0), ("passing_interceptions", 5.0), ("sacks_suffered", 37.0)]),
        player("q2", "Wild", "QB", "QB", "BBB", &[("attempts", 500.0), ("completions", 290.0), ("passing_interceptions", 20.0), ("sacks_suffered", 37.0)]),
        player("q3", "Clipboard", "QB", "QB", "AAA", &[("attempts", 0.0)]),
        player("r1", "Fast", "RB", "RB", "AAA", &[("carries", 250.0), ("rushing_yards", 1400.0)]),
        player("r2", "Slow", "RB", "RB", "BBB", &[("carries", 250.0), ("rushing_yards", 800.0)]),
    ]);
    let p = |code: &str, id: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id == id).unwrap().clone();
    let acc = p("AAA", "q1").passing.unwrap();
    let wild = p("BBB", "q2").passing.unwrap();
    let clip = p("AAA", "q3").passing.unwrap();
    assert!(acc.short.com > clip.short.com && clip.short.com > wild.short.com, "{} {} {}", acc.short.com, clip.short.com, wild.short.com);
    assert!(wild.short.int_q < acc.short.int_q, "more interceptions, wider Int? and Int ranges");
    let n = |p: huddle_cards::Player| -> i32 {
        p.rushing.unwrap().n.unwrap().iter().map(|c| if let huddle_cards::RushCell::Yards(y) = c { *y as i32 } else { 0 }).sum()
    };
    assert!(n(p("AAA", "r1")) > n(p("BBB", "r2")));
    // The depth chart: the starter first, graded A.
    assert_eq!(p("AAA", "q1").qb_grade(), Some(huddle_cards::QbGrade::A));
}

#[test]
fn traded_players_get_a_card_on_each_team() {
    let teams = build(&[
        player("w1", "Nomad", "WR", "WR", "AAA", &[("games", 8.0), ("targets", 40.0), ("receptions", 25.0), ("receiving_yards", 300.0)]),
        player("w1", "Nomad", "WR", "WR", "BBB", &[("games", 9.0), ("targets", 50.0), ("receptions", 30.0), ("receiving_yards", 420.0)]),
    ]);
    for code in ["AAA", "BBB"] {
        let t = teams.iter().find(|t| t.code == code).unwrap();
        let p = t.players.iter().find(|p| p.id == "w1").expect("a card on each team");
        assert_eq!(p.games, if code == "AAA" { 8 } else { 9 });
    }
    // Short rosters are filled with replacement players to the minimums.
    let t = &teams[0];
    assert!(t.players.iter().filter(|p| p.group() == huddle_cards::Group::OL).count() >= 8);
    assert!(t.players.iter().any(|p| p.name.starts_with("Replacement")));
}

#[test]
fn builder_parameters_are_validated_naming_the_entry() {
    let good = include_str!("../data/builder_params.json");
    assert!(BuilderParams::from_json(good).is_ok());
    // One entry changed at a time: the file is refused, naming the entry.
    let refused = |entry: &str, set: &dyn Fn(&mut serde_json::Value)| -> String {
        let mut v: serde_json::Value = serde_json::from_str(good).unwrap();
        set(&mut v);
        let e = BuilderParams::from_json(&v.to_string()).unwrap_err();
        assert!(e.contains(entry), "{e}");
        e
    };
    let e = refused("rush_n_template", &|v| v["rush_n_template"] = serde_json::json!([1, 2, 3]));
    assert!(e.contains("11"), "{e}");
    refused("rush_lg_template", &|v| v["rush_lg_template"][3] = serde_json::json!(-4));
    refused("punt_fc_value", &|v| v["punt_fc_value"] = serde_json::json!(60));
    refused("q_factor", &|v| v["q_factor"] = serde_json::json!("fast"));
    refused("pr_com_room", &|v| v["pr_com_room"] = serde_json::json!(0));
    refused("rush_rn_weights", &|v| v["rush_rn_weights"] = serde_json::json!([0.5, 0.5]));
    refused("rush_rn_weights", &|v| v["rush_rn_weights"][11] = serde_json::json!(-0.2));
    refused("pass_lean_factor", &|v| v["pass_lean_factor"] = serde_json::json!(-1.0));
    refused("qb_flat_carries_pg", &|v| v["qb_flat_carries_pg"] = serde_json::json!(-0.5));
    refused("team_defense_pa_weight", &|v| v["team_defense_pa_weight"] = serde_json::json!(1.5));
}

/// [ttf7 13.4] [ttf7 14.3] [ttf7 9.1] The templates the builder copies onto every punter's and
/// kicker's card, and the numbers it clamps or divides by, are checked when the parameter file
/// is read (the data-file fuzzing found each of these building invalid cards or panicking).
#[test]
fn builder_parameters_that_would_make_invalid_cards_are_refused() {
    let good = include_str!("../data/builder_params.json");
    let refused = |set: &dyn Fn(&mut serde_json::Value), needles: &[&str]| {
        let mut v: serde_json::Value = serde_json::from_str(good).unwrap();
        set(&mut v);
        let e = BuilderParams::from_json(&v.to_string()).unwrap_err();
        for n in needles {
            assert!(e.contains(n), "{n:?} not in {e}");
        }
    };
    // A punt cell that is not one, a punt column of the wrong length.
    refused(&|v| v["punt_template"][8] = "KR2/3".into(), &["punt_template[8]", "not a punt cell", "[ttf7 13.4]"]);
    refused(&|v| v["punt_template"].as_array_mut().unwrap().clear(), &["punt_template", "needs 11", "[ttf7 13.4]"]);
    // The RN-12 list must give one result for each RN 1-12.
    refused(&|v| drop(v["punt_rn12"].as_array_mut().unwrap().remove(1)), &["punt_rn12", "exactly one result for each Run Number 1-12", "[ttf7 13.4]"]);
    refused(&|v| v["punt_rn12"][1]["rn"] = "9-10".into(), &["punt_rn12", "exactly one result"]);
    // Kickoff cells: a cell that is not one, Column B pointing to itself, 12 cells a column.
    refused(&|v| v["kickoff_a"][1] = "54 FC".into(), &["kickoff_a[1]", "not a kickoff cell", "[ttf7 14.3]"]);
    refused(&|v| v["kickoff_b"][3] = "Col B".into(), &["kickoff_b[3]", "Column B cannot send the kick to Column B", "[ttf7 14.3]"]);
    refused(&|v| v["kickoff_b"].as_array_mut().unwrap().truncate(11), &["kickoff_b", "needs 12"]);
    refused(&|v| v["kickoff_ret"].as_array_mut().unwrap().truncate(5), &["kickoff_ret", "RN 1-12"]);
    refused(&|v| v["kick_return_template"].as_array_mut().unwrap().truncate(5), &["kick_return_template", "12 numbers"]);
    // A zero prior leaves a player with no attempts no rate; PRV 0 as the rushers' ceiling.
    for prior in ["prior_attempts", "prior_carries", "prior_catches", "prior_kicks", "prior_fg_overall"] {
        refused(&|v| v[prior] = 0.into(), &[prior, "must be a positive number"]);
    }
    refused(&|v| v["prv_line_max"] = 0.into(), &["prv_line_max", "1-9", "[ttf7 9.1]"]);
    refused(&|v| v["prv_line_max"] = 10.into(), &["prv_line_max", "1-9"]);
    // Numbers far past any season's calibration (the fuzzing's 10^12 and 65536 made the
    // builder's arithmetic overflow): refused, naming the entry and its range.
    refused(&|v| v["rush_offset"] = 65536.into(), &["rush_offset", "65536", "-10 to 10", "yards a carry"]);
    refused(&|v| v["team_defense_tv_per_sd"] = 65536.into(), &["team_defense_tv_per_sd", "-6 to 6", "Tackle Value"]);
    refused(&|v| v["scramble_base"] = 1e12.into(), &["scramble_base", "0 to 48", "Pass Numbers"]);
    refused(&|v| v["rush_n_template"][7] = 65536.into(), &["rush_n_template[7]", "-99 to 99", "yards"]);
    refused(&|v| v["gain_l_template"][2] = (-1.0).into(), &["gain_l_template[2]", "0 to 10"]);
    // The embedded values pass: 9 is the highest PRV a card holds; the ranges' ends are in.
    let mut v: serde_json::Value = serde_json::from_str(good).unwrap();
    v["prv_line_max"] = 9.into();
    v["rush_offset"] = (-10.0).into();
    v["rush_n_template"][10] = (-99.0).into();
    v["team_defense_tv_per_sd"] = 6.0.into();
    assert!(BuilderParams::from_json(&v.to_string()).is_ok());
}

#[test]
fn a_scramblers_pass_rush_line_keeps_its_completion_share_ttf7_9_1() {
    // [ttf7 9.1] The pass-rush line: Sack, Run, Com, Inc from low to high. A passer who runs
    // a lot has a wide Run range; it must not come out of his incompletions alone (that made
    // scrambling passers complete more passes than they did).
    let qb = |id: &str, team: &str, carries: f64| player(id, "Passer", "QB", "QB", team, &[("attempts", 500.0), ("completions", 330.0), ("sacks_suffered", 35.0), ("carries", carries), ("rushing_yards", carries * 5.0)]);
    let teams = build(&[qb("q1", "AAA", 20.0), qb("q2", "BBB", 160.0)]);
    let pr = |code: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id.starts_with('q')).unwrap().passing.unwrap().pass_rush;
    let (pocket, runner) = (pr("AAA"), pr("BBB"));
    assert_eq!(pocket.sack, runner.sack, "same sack rate, same Sack range");
    assert!(runner.run > pocket.run + 5, "more carries, wider Run range: {} vs {}", runner.run, pocket.run);
    let share = |l: &huddle_cards::PassRushLine| (l.com - l.run) as f64 / (48 - l.run) as f64;
    let (a, b) = (share(&pocket), share(&runner));
    assert!((a - b).abs() < 0.06, "completion share above the Run range: pocket {a:.2}, runner {b:.2} ({pocket:?} / {runner:?})");
}

#[test]
fn the_better_defensive_unit_tackles_and_covers_better() {
    // Two identical cornerbacks; AAA's front makes many more plays (sacks, hits, tackles for
    // loss, interceptions): the team index makes AAA's whole unit better than BBB's.
    let cb = |id: &str, team: &str| player(id, "Corner", "CB", "DB", team, &[("def_tackles_solo", 50.0), ("def_pass_defended", 8.0)]);
    let front = |id: &str, team: &str, k: f64| {
        player(id, "End", "DE", "DL", team, &[("def_tackles_solo", 30.0), ("def_sacks", 4.0 * k), ("def_qb_hits", 10.0 * k), ("def_tackles_for_loss", 6.0 * k), ("def_interceptions", k), ("def_pass_defended", 2.0 * k), ("def_fumbles_forced", k)])
    };
    let teams = build(&[cb("c1", "AAA"), cb("c2", "BBB"), front("d1", "AAA", 3.0), front("d2", "BBB", 0.5)]);
    let def = |code: &str, id: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id == id).unwrap().defense.unwrap();
    let (a, b) = (def("AAA", "c1"), def("BBB", "c2"));
    let p = BuilderParams::embedded();
    assert!(p.team_defense_pd_per_sd > 0.0 && p.team_defense_tv_per_sd > 0.0);
    // Two teams: the index is +1 and -1 standard deviation.
    assert!(a.pd < b.pd, "better coverage (lower PD): {} vs {}", a.pd, b.pd);
    assert_eq!(b.pd - a.pd, (2.0 * p.team_defense_pd_per_sd).round() as i8);
    assert!(a.tv.value <= b.tv.value, "tackling: {} vs {}", a.tv.value, b.tv.value);
}

#[test]
fn points_allowed_enter_the_defensive_index_by_their_weight() {
    // AAA's front makes many more plays than BBB's, but AAA allowed twice the points: the index
    // blends the two by `team_defense_pa_weight` (two teams standardize to ±1, so the blend's
    // sign decides).
    let cb = |id: &str, team: &str| player(id, "Corner", "CB", "DB", team, &[("def_tackles_solo", 50.0), ("def_pass_defended", 8.0)]);
    let front = |id: &str, team: &str, k: f64| player(id, "End", "DE", "DL", team, &[("def_tackles_solo", 30.0), ("def_sacks", 4.0 * k), ("def_qb_hits", 10.0 * k), ("def_interceptions", k)]);
    let (p, t) = league(&[cb("c1", "AAA"), cb("c2", "BBB"), front("d1", "AAA", 3.0), front("d2", "BBB", 0.5)]);
    let pr = read_players(&p, Some(2030)).unwrap();
    let tr = read_teams(&t, Some(2030)).unwrap();
    let pa: BTreeMap<String, f64> = [("AAA".to_string(), 30.0), ("BBB".to_string(), 15.0)].into();
    let pd_gap = |w: f64, pa: Option<&BTreeMap<String, f64>>| {
        let params = BuilderParams { team_defense_pa_weight: w, ..BuilderParams::embedded() };
        let (teams, _) = build_league_with(&pr, &tr, 2030, &params, "players.csv", pa).unwrap();
        let pd = |code: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|x| x.pos == huddle_cards::Position::CB).unwrap().defense.unwrap().pd;
        pd("AAA") - pd("BBB")
    };
    let step = (2.0 * BuilderParams::embedded().team_defense_pd_per_sd).round() as i8;
    assert_eq!(pd_gap(0.7, None), -step, "no schedule: the box statistics alone (AAA covers better)");
    assert_eq!(pd_gap(0.3, Some(&pa)), -step, "a light weight: the box statistics still decide");
    assert_eq!(pd_gap(0.7, Some(&pa)), step, "a heavy weight: the points allowed decide (BBB covers better)");
    assert_eq!(pd_gap(0.0, Some(&pa)), -step, "weight 0: the points are ignored");
    // The embedded parameters blend them.
    let w = BuilderParams::embedded().team_defense_pa_weight;
    assert!(w > 0.0 && w < 0.5, "{w}");
}

#[test]
fn a_higher_sack_rate_narrows_the_completion_range() {
    // Same completions; the sack-prone passer's wider Sack range on the pass-rush line would
    // otherwise turn incompletions into sacks and raise his completion rate.
    let teams = build(&[
        player("q1", "Quick", "QB", "QB", "AAA", &[("attempts", 500.0), ("completions", 330.0), ("sacks_suffered", 20.0)]),
        player("q2", "Holder", "QB", "QB", "BBB", &[("attempts", 500.0), ("completions", 330.0), ("sacks_suffered", 60.0)]),
    ]);
    let p = |code: &str, id: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id == id).unwrap().passing.unwrap();
    let (quick, holder) = (p("AAA", "q1"), p("BBB", "q2"));
    assert!(holder.pass_rush.sack > quick.pass_rush.sack);
    assert!(BuilderParams::embedded().com_per_sack_pct < 0.0);
    assert!(holder.short.com < quick.short.com, "{} vs {}", holder.short.com, quick.short.com);
}


#[test]
fn a_kickers_card_carries_his_overall_rate_as_printed_ttf7_12_1() {
    // [ttf7 12.1] The kicker's card: a Good Range per distance band, read with a new PN. The
    // builder (docs/cards.md) keeps the ranges from widening with distance and anchors the card
    // on the kicker's made/attempted under the league's mix of distances. A kicker perfect
    // from short range and poor from long range gets bands that the no-widening rule caps; the
    // anchor must read the card as printed, or the printed card would fall short of his rate.
    let k = |id: &str, team: &str, v: [(f64, f64); 4]| {
        let made: f64 = v.iter().map(|x| x.0).sum();
        let miss: f64 = v.iter().map(|x| x.1).sum();
        kicker(id, team, [v[0], v[1], v[2], v[3], (0.0, 0.0)], made, made + miss, 55.0)
    };
    // Equal attempts in every band across the league: each band weighs a quarter.
    let short_only = [(10.0, 0.0), (10.0, 0.0), (6.0, 4.0), (1.0, 9.0)];
    let long_leg = [(8.0, 2.0), (8.0, 2.0), (9.0, 1.0), (9.0, 1.0)];
    let teams = build(&[k("k1", "AAA", short_only), k("k2", "BBB", long_leg)]);
    let card = |code: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id.starts_with('k')).unwrap().kicking.clone().unwrap();
    for (code, v) in [("AAA", short_only), ("BBB", long_leg)] {
        let c = card(code);
        let goods: Vec<u8> = c.fg.iter().map(|b| b.good).collect();
        assert!(goods.windows(2).all(|w| w[0] >= w[1]), "{code}: Good ranges never widen with distance: {goods:?}");
        let printed = goods.iter().map(|&g| g as f64 / 48.0).sum::<f64>() / 4.0;
        let made: f64 = v.iter().map(|x| x.0).sum();
        let real = made / 40.0;
        // One PN either way is the card's resolution (2.1 points); the light shrinkage toward
        // the league rate (prior 1.5 attempts) moves these rates by under a point.
        assert!((printed - real).abs() <= 1.5 / 48.0, "{code}: card {printed:.3} vs real {real:.3} ({goods:?})");
    }
}

#[test]
fn a_rotation_back_is_paid_for_his_endurance_ttf7_23_1() {
    // [ttf7 23.1] A back with EV 1-4 gets +2/+3 RN whenever his EV is exceeded; a workhorse
    // with EV 0 never does. Two backs with the same yards per carry: the rotation back's card
    // carries the average cost of his EV on top, the workhorse's does not.
    let rb = |id: &str, team: &str, carries: f64| player(id, "Back", "RB", "RB", team, &[("carries", carries), ("rushing_yards", carries * 4.4)]);
    let teams = build(&[rb("r1", "AAA", 300.0), rb("r2", "BBB", 100.0)]);
    let card = |code: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id.starts_with('r')).unwrap().clone();
    let (work, rot) = (card("AAA"), card("BBB"));
    assert_eq!(work.ev, Some(huddle_cards::Endurance::Plays(0)), "{:?}", work.ev);
    assert!(matches!(rot.ev, Some(huddle_cards::Endurance::Plays(1..=4))), "{:?}", rot.ev);
    let mean = |p: &huddle_cards::Player| {
        let n = p.rushing.as_ref().unwrap().n.unwrap();
        n[1..].iter().map(|c| match c { huddle_cards::RushCell::Yards(y) => *y as f64, _ => 0.0 }).sum::<f64>() / 11.0
    };
    let p = BuilderParams::embedded();
    assert!(p.rush_endurance_offset > 0.0);
    let d = mean(&rot) - mean(&work);
    assert!((d - p.rush_endurance_offset).abs() < 0.2, "rotation back +{d:.2} yards per cell, want {}", p.rush_endurance_offset);
}

#[test]
fn a_poor_kicker_still_makes_the_short_ones_ttf7_12_1() {
    // [ttf7 12.1] Two kickers with the same record in every band but different overall rates
    // (the anchor alone separates them). The anchor scales misses: the poorer kicker loses
    // numbers mostly at long range, where kickers differ, and stays near-automatic from short
    // range (NFL 2024: 97% from 20-29 yards).
    let k = |id: &str, team: &str, made: f64| kicker(id, team, [(9.0, 1.0), (9.0, 1.0), (8.0, 2.0), (6.0, 4.0), (0.0, 0.0)], made, 40.0, 55.0);
    let teams = build(&[k("k1", "AAA", 36.0), k("k2", "BBB", 24.0)]);
    let card = |code: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id.starts_with('k')).unwrap().kicking.clone().unwrap();
    let (good, poor) = (card("AAA"), card("BBB"));
    let short_gap = good.fg[0].good as i32 - poor.fg[0].good as i32;
    let long_gap = good.fg[3].good as i32 - poor.fg[3].good as i32;
    assert!(short_gap > 0 && 2 * short_gap < long_gap, "short gap {short_gap}, 50-55 gap {long_gap}: {:?} vs {:?}", good.fg, poor.fg);
    assert!(poor.fg[0].good >= 36, "the poor kicker from 0-29: {}/48", poor.fg[0].good);
}

#[test]
fn a_kickers_range_reaches_past_where_he_was_sent_ttf7_12_1() {
    // [ttf7 12.1] The card states the maximum distance (beyond 55 the Good range shrinks by 2
    // a yard). A kicker's range is 3 yards past his longest make, 55 at least, and 63 at least
    // when he was sent from 60+: a miss from there still says he has the leg.
    let k = |id: &str, team: &str, long: f64, tried_60: bool| {
        let x60 = if tried_60 { 1.0 } else { 0.0 };
        kicker(id, team, [(0.0, 0.0), (10.0, 0.0), (8.0, 2.0), (1.0, 3.0), (0.0, x60)], 19.0, 24.0 + x60, long)
    };
    let max = |teams: &[huddle_cards::Team], code: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id.starts_with('k')).unwrap().kicking.as_ref().unwrap().max;
    let teams = build(&[k("k1", "AAA", 51.0, false), k("k2", "BBB", 51.0, true)]);
    assert_eq!(max(&teams, "AAA"), 55, "longest make 51: 54, at least 55");
    assert_eq!(max(&teams, "BBB"), 63, "sent from 60+: 63");
    assert_eq!(max(&build(&[k("k3", "AAA", 58.0, false)]), "AAA"), 61, "longest make 58: 61");
}

#[test]
fn a_kickers_card_is_anchored_on_the_kicks_within_his_range_ttf7_12_1() {
    // [ttf7 12.1] A kick beyond the card's maximum is refused, so a kicker with a short range
    // never attempts the league's 56-59 or 60+ kicks: his card is anchored on the league's mix
    // of distances within his reach (a short-range kicker anchored on the whole mix came out
    // easier than his record and made too many of the kicks he was sent on).
    let short_leg = [(10.0, 0.0), (9.0, 1.0), (5.0, 5.0), (2.0, 6.0), (0.0, 0.0)];
    let big_leg = [(10.0, 0.0), (9.0, 1.0), (8.0, 2.0), (7.0, 3.0), (2.0, 2.0)];
    let total = |v: &[(f64, f64); 5]| (v.iter().map(|x| x.0).sum::<f64>(), v.iter().map(|x| x.0 + x.1).sum::<f64>());
    let (sm, sa) = total(&short_leg);
    let (bm, ba) = total(&big_leg);
    let teams = build(&[kicker("k1", "AAA", short_leg, sm, sa, 52.0), kicker("k2", "BBB", big_leg, bm, ba, 62.0)]);
    let card = |code: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id.starts_with('k')).unwrap().kicking.clone().unwrap();
    let c = card("AAA");
    assert_eq!(c.max, 55, "longest make 52: range 55");
    // The league's attempts by band: 0-29, 30-39, 40-49, 50-59, 60+.
    let w: Vec<f64> = (0..5).map(|i| short_leg[i].0 + short_leg[i].1 + big_leg[i].0 + big_leg[i].1).collect();
    let g: Vec<f64> = c.fg.iter().map(|b| b.good as f64 / 48.0).collect();
    // Within 55 yards: all of 0-49, the 50-55 part of 50-59 (six yards of ten), no 60+.
    let reach = [1.0, 1.0, 1.0, 0.6];
    let expected = (0..4).map(|i| w[i] * reach[i] * g[i]).sum::<f64>() / (0..4).map(|i| w[i] * reach[i]).sum::<f64>();
    let real = sm / sa;
    // One PN either way is the card's resolution; the shrinkage toward the league (prior 1.5
    // attempts) moves this rate by under a point.
    assert!((expected - real).abs() <= 1.5 / 48.0, "card {expected:.3} on the kicks within reach vs real {real:.3} ({:?})", c.fg);
}

#[test]
fn an_edge_rushing_linebacker_lines_up_on_the_edge_ttf7_3_2() {
    // [ttf7 3.2] Linebackers may play Row 1. A 3-4 outside linebacker who rushes the passer
    // like a lineman (docs/cards.md) gets the linemen's Pass Rush Value and lines up in Box A or
    // E ahead of a defensive end who rushes less; an off-ball linebacker who makes many tackles
    // and the odd sack stays in Row 2 with the linebackers' values.
    let d = |id: &str, pos: &str, grp: &str, v: &[(&str, f64)]| player(id, id, pos, grp, "AAA", v);
    let teams = build(&[
        d("de1", "DE", "DL", &[("def_tackles_solo", 30.0), ("def_sacks", 8.0), ("def_qb_hits", 15.0)]),
        d("de2", "DE", "DL", &[("def_tackles_solo", 25.0), ("def_sacks", 1.0), ("def_qb_hits", 3.0)]),
        d("dt1", "DT", "DL", &[("def_tackles_solo", 30.0), ("def_sacks", 2.0)]),
        d("dt2", "DT", "DL", &[("def_tackles_solo", 28.0), ("def_sacks", 1.0)]),
        d("olb", "OLB", "LB", &[("def_tackles_solo", 40.0), ("def_sacks", 12.0), ("def_qb_hits", 25.0)]),
        d("ilb1", "ILB", "LB", &[("def_tackles_solo", 90.0), ("def_tackle_assists", 40.0), ("def_sacks", 3.0), ("def_qb_hits", 5.0)]),
        d("ilb2", "ILB", "LB", &[("def_tackles_solo", 80.0), ("def_tackle_assists", 30.0), ("def_sacks", 1.0)]),
        d("ilb3", "MLB", "LB", &[("def_tackles_solo", 50.0), ("def_tackle_assists", 20.0)]),
    ]);
    let t = teams.iter().find(|t| t.code == "AAA").unwrap();
    let in_box = |b: huddle_cards::DefBox| t.lineup.defense.get(&b).cloned().unwrap_or_default();
    let edges: Vec<String> = [huddle_cards::DefBox::A, huddle_cards::DefBox::E].iter().flat_map(|b| in_box(*b)).collect();
    assert!(edges.contains(&"olb".to_string()) && edges.contains(&"de1".to_string()), "edges {edges:?}");
    assert!(!edges.contains(&"de2".to_string()), "the end who rushes less is out of the edge: {edges:?}");
    let row2: Vec<String> = [huddle_cards::DefBox::F, huddle_cards::DefBox::H, huddle_cards::DefBox::J].iter().flat_map(|b| in_box(*b)).collect();
    assert!(row2.contains(&"ilb1".to_string()) && !row2.contains(&"olb".to_string()), "row 2 {row2:?}");
    let prv = |id: &str| t.players.iter().find(|p| p.id == id).unwrap().defense.unwrap().prv;
    let p = BuilderParams::embedded();
    // (12 sacks + 0.3 × 25 hits) per 17 games, with `prior_rush_games` games at the league's
    // linebacker rate added (the four linebackers: 12 + 7.5 + 3 + 1.5 + 1 over 68 games), by
    // the linemen's formula; the linebackers' would stop at 3.
    let lb_rate = (12.0 + 7.5 + 3.0 + 1.5 + 1.0) / 68.0;
    let per17 = |rush: f64| (rush + p.prior_rush_games * lb_rate) / (17.0 + p.prior_rush_games) * 17.0;
    let line = (p.prv_line_base + per17(12.0 + 0.3 * 25.0) / p.prv_line_per).round().clamp(1.0, p.prv_line_max as f64) as u8;
    assert_eq!(prv("olb"), line);
    assert!(prv("olb") > 3);
    // The off-ball linebacker: (3 + 1.5) per 17 games (with the prior) / 3, the linebackers' formula.
    assert_eq!(prv("ilb1"), (per17(3.0 + 0.3 * 5.0) / 3.0).round() as u8);
}

#[test]
fn a_few_games_of_sacks_make_no_pass_rusher_and_the_best_rushers_rate_above_five() {
    // The pass rush a Pass Rush Value is rated from, (sacks + 0.3 QB hits) per 17 games, is
    // shrunk toward the league rate of the player's group by `prior_rush_games` games: a
    // linebacker with one sack in one game (17 a season at his rate) neither rates like an
    // elite rusher nor lines up on the edge ahead of a regular (`lb_edge_min_games`). Linemen
    // rate from 1 up to `prv_line_max` (more than 5), so the league's best rusher stands out.
    let p = BuilderParams::embedded();
    assert!(p.prior_rush_games >= 2.0 && p.lb_edge_min_games >= 4.0 && p.prv_line_max > 5, "{} {} {}", p.prior_rush_games, p.lb_edge_min_games, p.prv_line_max);
    let d = |id: &str, pos: &str, grp: &str, v: &[(&str, f64)]| player(id, id, pos, grp, "AAA", v);
    let teams = build(&[
        d("star", "DE", "DL", &[("def_tackles_solo", 35.0), ("def_sacks", 17.5), ("def_qb_hits", 36.0)]),
        d("de2", "DE", "DL", &[("def_tackles_solo", 25.0), ("def_sacks", 4.0), ("def_qb_hits", 8.0)]),
        d("dt1", "DT", "DL", &[("def_tackles_solo", 30.0), ("def_sacks", 2.0)]),
        d("dt2", "DT", "DL", &[("def_tackles_solo", 28.0), ("def_sacks", 1.0)]),
        d("olb", "OLB", "LB", &[("def_tackles_solo", 40.0), ("def_sacks", 10.0), ("def_qb_hits", 20.0)]),
        d("cameo", "OLB", "LB", &[("games", 1.0), ("def_tackles_solo", 1.0), ("def_sacks", 1.0), ("def_qb_hits", 1.0)]),
        d("ilb1", "ILB", "LB", &[("def_tackles_solo", 90.0), ("def_tackle_assists", 40.0)]),
        d("ilb2", "ILB", "LB", &[("def_tackles_solo", 80.0), ("def_tackle_assists", 30.0)]),
    ]);
    let t = teams.iter().find(|t| t.code == "AAA").unwrap();
    let prv = |id: &str| t.players.iter().find(|p| p.id == id).unwrap().defense.unwrap().prv;
    assert!(prv("star") > 5 && prv("star") > prv("olb") && prv("olb") > prv("de2"), "star {} olb {} de2 {}", prv("star"), prv("olb"), prv("de2"));
    // Unshrunk, the cameo's 1.3 a game would be 22 a season, above the star's linemen's rate;
    // shrunk he is an ordinary linebacker (0-3) and stays off the line.
    assert!(prv("cameo") <= 3, "cameo {}", prv("cameo"));
    let in_box = |b: huddle_cards::DefBox| t.lineup.defense.get(&b).cloned().unwrap_or_default();
    let edges: Vec<String> = [huddle_cards::DefBox::A, huddle_cards::DefBox::E].iter().flat_map(|b| in_box(*b)).collect();
    assert!(edges.contains(&"star".to_string()) && !edges.contains(&"cameo".to_string()), "edges {edges:?}");
    // Two edge-rushing linebackers would make a 3-4 front with the ends inside; the cameo is
    // not one, so the star keeps his edge and the regular end the other (or the olb): no 3-4.
    assert!(!edges.iter().all(|id| id == "olb" || id == "cameo"), "edges {edges:?}");
}

mod arbitrary_statistics {
    //! Whatever counts a statistics file holds (zeros, contradictions such as more completions
    //! than attempts or more sacks than dropbacks, negative yards, huge values), the builder
    //! either refuses the file with a message or writes cards that pass validation — never a
    //! panic. Negative counts and non-numbers are refused on reading (tested below).
    use super::*;
    use proptest::prelude::*;

    const POSITIONS: [(&str, &str); 14] = [
        ("QB", "QB"),
        ("RB", "RB"),
        ("FB", "RB"),
        ("WR", "WR"),
        ("TE", "TE"),
        ("T", "OL"),
        ("G", "OL"),
        ("C", "OL"),
        ("DE", "DL"),
        ("DT", "DL"),
        ("LB", "LB"),
        ("CB", "DB"),
        ("K", "SPEC"),
        ("P", "SPEC"),
    ];

    fn row() -> impl Strategy<Value = (usize, bool, Vec<i32>)> {
        let values: Vec<BoxedStrategy<i32>> = PLAYER_HEADER
            .split(',')
            .skip(6)
            .map(|c| if SIGNED_PLAYER_COLUMNS.contains(&c) { prop_oneof![Just(0), 0..30, 0..3000, 0..1_000_000, -40..0].boxed() } else { prop_oneof![Just(0), 0..30, 0..3000, 0..1_000_000].boxed() })
            .collect();
        (0..POSITIONS.len(), any::<bool>(), values)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]
        #[test]
        fn any_counts_build_valid_cards_or_a_message(rows in proptest::collection::vec(row(), 0..40)) {
            let cols: Vec<&str> = PLAYER_HEADER.split(',').skip(6).collect();
            let lines: Vec<String> = rows
                .iter()
                .enumerate()
                .map(|(i, (pos, home, vals))| {
                    let (p, g) = POSITIONS[*pos];
                    let named: Vec<(&str, f64)> = cols.iter().zip(vals).map(|(c, v)| (*c, *v as f64)).collect();
                    player(&format!("p{i}"), &format!("Player {i}"), p, g, if *home { "AAA" } else { "BBB" }, &named)
                })
                .collect();
            let (p, t) = league(&lines);
            let players = read_players(&p, Some(2030));
            let teams = read_teams(&t, Some(2030));
            for f in [&p, &t] {
                let _ = std::fs::remove_dir_all(f.parent().unwrap());
            }
            match players {
                // Only an empty file is refused here (no rows for the season).
                Err(e) => prop_assert!(rows.is_empty(), "{}", e),
                Ok(pr) => {
                    let tr = teams.unwrap();
                    match build_league(&pr, &tr, 2030, &BuilderParams::embedded(), "players.csv") {
                        Err(e) => prop_assert!(!e.to_string().is_empty()),
                        Ok((teams, _)) => {
                            prop_assert_eq!(teams.len(), 2);
                            for tm in &teams {
                                let errs = huddle_cards::validate_team(tm);
                                prop_assert!(errs.is_empty(), "{}: {:?}", tm.code, errs);
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn two_edge_rushing_linebackers_make_a_three_four_front_ttf7_3_2() {
    // [ttf7 3.2] Linebackers may play Row 1. With two outside linebackers who rush like
    // linemen the team plays a 3-4 front: they take Boxes A and E even when an end rushed more
    // (Denver 2024: Bonitto and Cooper outside, Zach Allen inside), and the ends count as
    // interior linemen for Boxes B and D, ahead of a nose tackle who makes fewer plays.
    let d = |id: &str, pos: &str, grp: &str, v: &[(&str, f64)]| player(id, id, pos, grp, "AAA", v);
    // Ends, a nose tackle and a tackle, one edge-rushing outside linebacker, three off-ball ones.
    let front = || {
        vec![
            d("de1", "DE", "DL", &[("def_tackles_solo", 35.0), ("def_sacks", 9.0), ("def_qb_hits", 25.0)]),
            d("de2", "DE", "DL", &[("def_tackles_solo", 30.0), ("def_sacks", 4.0), ("def_qb_hits", 10.0)]),
            d("nt1", "NT", "DL", &[("def_tackles_solo", 15.0), ("def_sacks", 0.5)]),
            d("dt2", "DT", "DL", &[("def_tackles_solo", 10.0)]),
            d("olb1", "OLB", "LB", &[("def_tackles_solo", 30.0), ("def_sacks", 8.0), ("def_qb_hits", 14.0)]),
            d("ilb1", "ILB", "LB", &[("def_tackles_solo", 90.0), ("def_tackle_assists", 40.0), ("def_sacks", 1.0)]),
            d("ilb2", "ILB", "LB", &[("def_tackles_solo", 80.0), ("def_tackle_assists", 30.0)]),
            d("ilb3", "MLB", "LB", &[("def_tackles_solo", 50.0), ("def_tackle_assists", 20.0)]),
        ]
    };
    use huddle_cards::DefBox::*;
    let rows_of = |teams: &[huddle_cards::Team]| {
        let t = teams.iter().find(|t| t.code == "AAA").unwrap();
        let in_boxes = |bs: &[huddle_cards::DefBox]| -> Vec<String> { bs.iter().flat_map(|b| t.lineup.defense.get(b).cloned().unwrap_or_default()).collect() };
        (in_boxes(&[A, E]), in_boxes(&[B, D]))
    };
    // A second outside linebacker who rushes like a lineman: a 3-4.
    let mut three_four = front();
    three_four.push(d("olb2", "OLB", "LB", &[("def_tackles_solo", 28.0), ("def_sacks", 7.0), ("def_qb_hits", 12.0)]));
    let (edges, inside) = rows_of(&build(&three_four));
    assert!(edges.contains(&"olb1".to_string()) && edges.contains(&"olb2".to_string()), "edges {edges:?}");
    assert!(inside.contains(&"de1".to_string()) && inside.contains(&"de2".to_string()), "inside {inside:?}");
    // One edge linebacker: a 4-3 with him on one edge; the tackles stay inside.
    let (edges, inside) = rows_of(&build(&front()));
    assert!(edges.contains(&"olb1".to_string()) && edges.contains(&"de1".to_string()), "edges {edges:?}");
    assert!(inside.contains(&"nt1".to_string()) && inside.contains(&"dt2".to_string()), "inside {inside:?}");
}

#[test]
fn negative_counts_and_non_finite_numbers_are_refused_naming_the_column() {
    for (col, v, expect) in [("carries", "-3", "'carries': -3 is negative"), ("attempts", "inf", "'attempts': 'inf' is not a number"), ("targets", "NaN", "'targets': 'NaN' is not a number")] {
        let row = player("p1", "Someone", "RB", "RB", "AAA", &[]);
        let cols: Vec<&str> = PLAYER_HEADER.split(',').collect();
        let cells: Vec<String> = row.split(',').zip(&cols).map(|(cell, c)| if *c == col { v.to_string() } else { cell.to_string() }).collect();
        let (p, _) = league(&[cells.join(",")]);
        let e = read_players(&p, Some(2030)).unwrap_err().to_string();
        assert!(e.contains(expect) && e.contains("line 2"), "{e}");
    }
    // Negative yards are real statistics (a back who lost yards).
    let (p, _) = league(&[player("p1", "Someone", "RB", "RB", "AAA", &[("carries", 3.0), ("rushing_yards", -4.0)])]);
    assert_eq!(read_players(&p, Some(2030)).unwrap()[0].n("rushing_yards"), -4.0);
}


/// Builds a two-team league whose team rows are given (pass attempts, sacks, carries a season).
fn build_with_mix(players: &[String], mixes: [(f64, f64, f64); 2], params: &BuilderParams) -> Vec<huddle_cards::Team> {
    let mut pl = vec![PLAYER_HEADER.to_string()];
    pl.extend_from_slice(players);
    let row = |code: &str, (att, sacks, car): (f64, f64, f64)| format!("{code},2030,17,{},{att},3800,12,{sacks},{car},2000,5,4,2,10,40,12,100,850", (att * 0.65).round());
    let tm = vec![TEAM_HEADER.to_string(), row("AAA", mixes[0]), row("BBB", mixes[1])];
    let (p, t) = (write("players", &pl), write("teams", &tm));
    let pr = read_players(&p, Some(2030)).unwrap();
    let tr = read_teams(&t, Some(2030)).unwrap();
    let (teams, _) = build_league(&pr, &tr, 2030, params, "players.csv").unwrap();
    for tm in &teams {
        assert!(huddle_cards::validate_team(tm).is_empty(), "{:?}", huddle_cards::validate_team(tm));
    }
    teams
}

#[test]
fn a_teams_lean_toward_the_pass_comes_from_its_play_mix() {
    // docs/cards.md "Team tendencies": lean = pass_lean_factor × (log-odds of the team's
    // dropbacks among its plays − the league's). A passing team leans one way, a running team
    // the other; a passer with the same numbers gets a wider Com range on the passing team
    // (the defenses he meets call pass defense by the lean).
    let qb = |id: &str, team: &str| player(id, "Passer", "QB", "QB", team, &[("attempts", 500.0), ("completions", 325.0), ("sacks_suffered", 35.0)]);
    let p = BuilderParams::embedded();
    let teams = build_with_mix(&[qb("q1", "AAA"), qb("q2", "BBB")], [(640.0, 40.0, 380.0), (440.0, 40.0, 560.0)], &p);
    let t = |code: &str| teams.iter().find(|t| t.code == code).unwrap();
    let lean = |code: &str| t(code).tendencies.expect("a tendency").pass_lean as f64;
    let logit = |x: f64| (x / (1.0 - x)).ln();
    let league = logit((680.0 + 480.0) / (680.0 + 480.0 + 380.0 + 560.0));
    let want_a = p.pass_lean_factor * (logit(680.0 / 1060.0) - league);
    let want_b = p.pass_lean_factor * (logit(480.0 / 1040.0) - league);
    assert!(want_a > 0.2 && want_b < -0.2, "{want_a} {want_b}");
    assert!((lean("AAA") - want_a).abs() <= 0.006, "AAA {} want {want_a:.3}", lean("AAA"));
    assert!((lean("BBB") - want_b).abs() <= 0.006, "BBB {} want {want_b:.3}", lean("BBB"));
    let com = |code: &str| t(code).players.iter().find(|x| x.id.starts_with('q')).unwrap().passing.unwrap().short.com;
    assert!(p.com_per_pass_lean > 0.0);
    assert!(com("AAA") > com("BBB"), "passing team's passer {} vs running team's {}", com("AAA"), com("BBB"));
    // Without the factor there is no lean.
    let flat = BuilderParams { pass_lean_factor: 0.0, ..p.clone() };
    let teams = build_with_mix(&[qb("q1", "AAA")], [(640.0, 40.0, 380.0), (440.0, 40.0, 560.0)], &flat);
    assert!(teams.iter().all(|t| t.tendencies.unwrap().pass_lean == 0.0));
}

#[test]
fn a_quarterbacks_kneel_downs_and_sneaks_are_set_aside_before_his_rushing_card() {
    // docs/cards.md "QB rushing": a starter's carries hold about qb_flat_carries_pg kneel-downs
    // and sneaks a game, which the game plays apart from his card; the card is rated on the
    // rest. A starter who ran 60 times for 330 yards is rated on about 33 carries at ~9.5 yards,
    // a far stronger column than the plain 5.5; a runner who threw no passes is not a starter
    // and keeps his plain rate.
    let qb = |id: &str, att: f64| player(id, "Runner", "QB", "QB", "AAA", &[("attempts", att), ("completions", att * 0.65), ("carries", 60.0), ("rushing_yards", 330.0)]);
    let p = BuilderParams::embedded();
    assert!(p.qb_flat_carries_pg > 1.0, "{}", p.qb_flat_carries_pg);
    let none = BuilderParams { qb_flat_carries_pg: 0.0, ..p.clone() };
    let mean_n = |params: &BuilderParams, id: &str, att: f64| {
        let teams = build_with_mix(&[qb(id, att)], [(540.0, 40.0, 450.0), (540.0, 40.0, 450.0)], params);
        let pl = teams[0].players.iter().find(|x| x.id == id).unwrap().clone();
        let n = pl.rushing.unwrap().n.unwrap();
        n[1..].iter().map(|c| match c { huddle_cards::RushCell::Yards(y) => *y as f64, _ => 0.0 }).sum::<f64>() / 11.0
    };
    let (starter, plain) = (mean_n(&p, "s1", 540.0), mean_n(&none, "s1", 540.0));
    assert!(starter > plain + 1.0, "starter's column {starter:.2} vs without the adjustment {plain:.2}");
    let (runner, runner_plain) = (mean_n(&p, "r1", 0.0), mean_n(&none, "r1", 0.0));
    assert!((runner - runner_plain).abs() < 1e-9, "a non-passer keeps his rate: {runner} vs {runner_plain}");
}

/// [ttf7 24] A card shows the player's season statistics (informational: the engine never reads
/// them): the line of the team whose card it is, each kind of play he had, halves kept, one of a
/// thing singular; a traded player's two cards carry their own teams' lines; a replacement
/// player, built from no row, has none.
#[test]
fn each_card_carries_its_season_line() {
    let teams = build(&[
        player("q1", "Arm", "QB", "QB", "AAA", &[("games", 1.0), ("attempts", 30.0), ("completions", 20.0), ("passing_yards", 250.0), ("passing_tds", 2.0), ("passing_interceptions", 1.0), ("sacks_suffered", 3.0), ("carries", 4.0), ("rushing_yards", -2.0)]),
        player("d1", "Rush", "DE", "DL", "AAA", &[("def_tackles_solo", 20.0), ("def_tackle_assists", 9.0), ("def_sacks", 4.5), ("def_interceptions", 1.0), ("def_fumbles_forced", 1.0)]),
        player("w1", "Split", "WR", "WR", "AAA", &[("games", 9.0), ("targets", 40.0), ("receptions", 25.0), ("receiving_yards", 300.0), ("receiving_tds", 2.0), ("punt_returns", 10.0), ("punt_return_yards", 95.0)]),
        player("w1", "Split", "WR", "WR", "BBB", &[("games", 8.0), ("targets", 10.0), ("receptions", 7.0), ("receiving_yards", 80.0)]),
        kicker("k1", "AAA", [(5.0, 0.0), (6.0, 1.0), (5.0, 2.0), (2.0, 2.0), (0.0, 0.0)], 18.0, 23.0, 54.0),
    ]);
    let card = |code: &str, id: &str| teams.iter().find(|t| t.code == code).unwrap().players.iter().find(|p| p.id == id).unwrap().stats.clone().unwrap();
    assert_eq!(card("AAA", "q1"), "2030 AAA: 1 game; passing 20/30, 250 yds, 2 TD, 1 Int, 3 sacked; rushing 4 for -2 yds, 0 TD");
    assert_eq!(card("AAA", "d1"), "2030 AAA: 17 games; defense 29 tackles, 4.5 sacks, 1 Int, 1 forced fumble");
    assert_eq!(card("AAA", "w1"), "2030 AAA: 9 games; receiving 25 of 40 targets, 300 yds, 2 TD; punt returns 10 for 95 yds");
    assert_eq!(card("BBB", "w1"), "2030 BBB: 8 games; receiving 7 of 10 targets, 80 yds, 0 TD");
    assert!(card("AAA", "k1").contains("field goals 18/23 (long 54)"), "{}", card("AAA", "k1"));
    let bbb = teams.iter().find(|t| t.code == "BBB").unwrap();
    let repl = bbb.players.iter().find(|p| p.id.contains("-repl-")).expect("BBB is short of players");
    assert_eq!(repl.stats, None, "{}", repl.name);
}
