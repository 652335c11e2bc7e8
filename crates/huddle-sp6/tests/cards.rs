//! The 6th-edition card files (`docs/sp6-cards.md`): the two sample teams load and make legal
//! displays, and bad input is refused with a message that names the file, the entry and the
//! rule ([sp6 N]).

use huddle_cards::{DefBox, Endurance, GainCell, Group, IntRange, OffBox, Position, PuntInstr, QbGrade, Rn12Result, RushCell, Team};
use huddle_sp6::cards::{load_team, parse_team, sample_teams, validate_team, SAMPLE_FILES};
use huddle_sp6::display::{lineup_defense, lineup_offense, validate_defense, validate_offense};
use serde_json::{json, Value};
use std::path::Path;

/// The file name the edited (bad) teams are parsed under.
const BAD: &str = "bad_ironton.json";

fn sample_json(i: usize) -> Value {
    serde_json::from_str(SAMPLE_FILES[i].1).expect("sample file is JSON")
}

fn player<'a>(v: &'a mut Value, id: &str) -> &'a mut Value {
    v["players"].as_array_mut().unwrap().iter_mut().find(|p| p["id"] == id).unwrap_or_else(|| panic!("no player '{id}' in the sample"))
}

/// Parses Ironton after `edit`; returns the error text (panics if the file is accepted).
fn refused(edit: impl FnOnce(&mut Value)) -> String {
    let mut v = sample_json(0);
    edit(&mut v);
    let text = serde_json::to_string_pretty(&v).unwrap();
    match parse_team(&text, BAD) {
        Ok(_) => panic!("the edited team was accepted"),
        Err(e) => e.to_string(),
    }
}

/// The message names the file, and one of its lines names `entry` and carries `token`.
fn assert_names(msg: &str, entry: &str, token: &str) {
    assert!(msg.starts_with(BAD), "{token}: the error should name the file {BAD}: {msg}");
    assert!(msg.lines().any(|l| l.contains(entry) && l.contains(token)), "{token}: the error should name `{entry}` and the rule {token}: {msg}");
}

fn team(code: &str) -> Team {
    sample_teams().into_iter().find(|t| t.code == code).unwrap()
}

fn pid(t: &Team, id: &str) -> u16 {
    t.idx(id).unwrap_or_else(|| panic!("no player '{id}'"))
}

fn n_avg(t: &Team, id: &str) -> f64 {
    let r = t.player(pid(t, id)).rushing.clone().unwrap();
    let yards = |c: &RushCell| match c {
        RushCell::Yards(y) => *y as f64,
        _ => panic!("not yards"),
    };
    let sg = r.sg.iter().map(yards).sum::<f64>() / 12.0;
    (r.n.unwrap()[1..].iter().map(yards).sum::<f64>() + sg) / 12.0
}

// ------------------------------------------------------------------------------- samples

#[test]
fn both_sample_teams_load() {
    let teams = sample_teams();
    assert_eq!(teams.iter().map(|t| (t.code.as_str(), t.name.as_str())).collect::<Vec<_>>(), [("IRN", "Ironton Ironmen"), ("LKP", "Lakeport Lakers")]);
    for (file, text) in SAMPLE_FILES {
        let t = parse_team(text, file).unwrap_or_else(|e| panic!("{e}"));
        assert!(validate_team(&t).is_empty());
        let disk = load_team(&Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(disk, t, "{file}: the embedded text is the file on disk");
    }
}

#[test]
fn unedited_round_trip_is_accepted() {
    // The refusals below come from the edits, not from the JSON round trip.
    for i in 0..2 {
        let text = serde_json::to_string(&sample_json(i)).unwrap();
        parse_team(&text, BAD).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn sample_rosters_are_deep_enough() {
    for t in sample_teams() {
        let count = |g: Group| t.group(g).count();
        let has = |p: Position| t.players.iter().any(|x| x.pos == p);
        assert_eq!(t.players.len(), 46, "{}", t.code);
        assert_eq!([count(Group::QB), count(Group::RB), count(Group::WR), count(Group::TE)], [3, 4, 5, 3], "{}", t.code);
        assert_eq!([count(Group::OL), count(Group::DL), count(Group::LB), count(Group::DB), count(Group::K), count(Group::P)], [8, 7, 6, 8, 1, 1], "{}", t.code);
        let grades: Vec<_> = t.group(Group::QB).map(|p| t.player(p).qb_grade()).collect();
        assert_eq!(grades, [Some(QbGrade::A), Some(QbGrade::B), Some(QbGrade::C)], "[sp6 4.5] {}: one A, B and C quarterback", t.code);
        for p in [Position::FB, Position::C, Position::G, Position::T, Position::OL, Position::CB, Position::SS, Position::FS, Position::S] {
            assert!(has(p), "{}: no {p}", t.code);
        }
    }
}

#[test]
fn sample_cards_use_the_sp6_subset() {
    for t in sample_teams() {
        assert_eq!(t.penalty_range, 0, "{}: penalty_range is unused by sp6", t.code);
        assert!((15..=24).contains(&t.fumble_range), "[sp6 16.4] {}: Fumbles Lost 1-{}", t.code, t.fumble_range);
        assert!((-2..=3).contains(&t.def_fumble_adj), "[sp6 16.4] {}", t.code);
        let bp = t.big_plays.expect("[sp6 12] Big Plays on the Lineup Card");
        assert!((1..=4).contains(&bp.home) && (1..=4).contains(&bp.away) && bp.away <= bp.home, "[sp6 12] {}: {bp:?}", t.code);
        for p in &t.players {
            let who = format!("{} {}", t.code, p.id);
            if let Some(pass) = &p.passing {
                for r in [pass.quick, pass.short, pass.long] {
                    assert_eq!(r.int_q, r.inc, "[sp6 10.2] {who}: Com, Inc and Int only");
                    assert!(r.com < r.inc && r.inc < 48, "[sp6 10.2] {who}: every pass type has Inc and Int numbers");
                }
                assert!(pass.quick.com > pass.short.com && pass.short.com > pass.long.com, "{who}: quick passes complete most often");
                let pr = pass.pass_rush;
                assert!((10..=20).contains(&pr.sack) && pr.sack < pr.run && pr.run < pr.com && pr.com < 48, "[sp6 11] {who}: {pr:?}");
            }
            if let Some(r) = &p.rushing {
                assert!(r.i.is_none() && r.o.is_none(), "[sp6 9.1] {who}: N, SG and LG only");
                let n = r.n.as_ref().unwrap();
                for col in [n, &r.sg] {
                    let yards: Vec<i8> = col.iter().map(|c| if let RushCell::Yards(y) = c { *y } else { panic!("[sp6 9.1] {who}: yards only, not {c}") }).collect();
                    assert!(yards.windows(2).all(|w| w[0] >= w[1]), "[sp6 9.1] {who}: RN 1 is best");
                }
                let lg = r.lg.expect("every sample runner has an LG column");
                assert!(lg.windows(2).all(|w| w[0] >= w[1]) && lg[11] >= 10 && lg[0] <= 85, "[sp6 9.1] {who}: LG {lg:?}");
            }
            if let Some(rc) = &p.receiving {
                assert!(rc.l.iter().all(|c| *c != GainCell::Long), "[sp6 10.2] {who}");
            }
            match p.group() {
                Group::QB => assert!(matches!(p.ev, Some(Endurance::Qb(_))), "[sp6 4.5] {who}"),
                Group::RB | Group::WR | Group::TE => {
                    assert!(matches!(p.ev, Some(Endurance::Plays(0..=4))), "[sp6 4.6] {who}");
                    assert!(p.receiving.is_some(), "{who}: pass-gain columns");
                    assert!((-2..=5).contains(&p.bv.unwrap().value), "{who}: BV");
                }
                Group::OL => assert!((1..=4).contains(&p.bv.unwrap().value) && (1..=3).contains(&p.pbv.unwrap()), "{who}"),
                _ => {}
            }
            if let Some(b) = p.bv {
                assert!(b.exceptional.is_none(), "[sp6 9.1] {who}");
            }
            if let Some(d) = &p.defense {
                assert!(d.tv.exceptional.is_none(), "[sp6 9.1] {who}");
                assert!((-5..=2).contains(&d.tv.value) && (-5..=3).contains(&d.pd) && d.prv <= 3, "{who}: {d:?}");
                match p.group() {
                    Group::DB => assert_eq!(d.tv.value, 0, "[sp6 9.1] {who}: a defensive back has no Tackle Value"),
                    Group::DL => assert!(d.pd == 0 && d.int == IntRange::None, "[sp6 11] {who}"),
                    _ => {}
                }
                if let IntRange::Range(r) = d.int {
                    assert!(r.lo >= 44 && r.hi <= 48, "[sp6 10.2] {who}: Int {r}");
                }
            }
            if let Some(k) = &p.kicking {
                assert_eq!(k.fg.last().map(|b| (b.from, b.to)), Some((46, 50)), "[sp6 14.1] {who}");
                assert!(k.fg.iter().all(|b| b.good <= 47) && k.fg.windows(2).all(|w| w[0].good >= w[1].good), "[sp6 14.1] {who}");
                assert_eq!(k.max, 60, "[sp6 14.1] {who}");
                assert!(k.xp <= 47, "[sp6 14.2] {who}");
            }
            if let Some(pu) = &p.punting {
                assert_eq!(pu.cc, 0, "{who}: sp6 has no Coffin Corner value");
                for c in &pu.punts {
                    assert!(matches!(c.instr, PuntInstr::FairCatch | PuntInstr::Returner(1..=2)) && !c.fumble && !c.asterisk, "[sp6 13] {who}: {c}");
                }
                assert!(pu.punts.windows(2).all(|w| w[0].yards >= w[1].yards), "[sp6 13] {who}: RN 1 is the longest punt");
                assert!(pu.rn12.iter().all(|e| matches!(e.result, Rn12Result::Blocked | Rn12Result::Movement)), "[sp6 13] {who}");
            }
        }
        // The punters point at PR1-PR2 and the Kickoff Table at KR-1..KR-4 (§6.4).
        assert_eq!((t.punt_returns.len(), t.kick_returns.len()), (2, 4), "[sp6 8] [sp6 13] {}", t.code);
    }
}

#[test]
fn sample_lineups_make_legal_displays() {
    for t in sample_teams() {
        let off = lineup_offense(&t);
        validate_offense(&off, &t, false).unwrap_or_else(|e| panic!("[sp6 3.1] {}: {e}", t.code));
        assert_eq!(off.occupied().count(), 11, "[sp6 3.1] {}", t.code);
        let pos = |b: OffBox| t.player(off.get(b).unwrap()).pos;
        assert_eq!([OffBox::LT, OffBox::LG, OffBox::C, OffBox::RG, OffBox::RT].map(pos), [Position::T, Position::G, Position::C, Position::G, Position::T], "[sp6 3.1] {}", t.code);
        assert_eq!([OffBox::LE, OffBox::RE, OffBox::FL1, OffBox::BK1, OffBox::BK2].map(pos), [Position::TE, Position::WR, Position::WR, Position::RB, Position::FB], "[sp6 3.1] {}: a pro set", t.code);
        assert_eq!(t.player(off.get(OffBox::QB).unwrap()).qb_grade(), Some(QbGrade::A), "[sp6 4.5] {}", t.code);

        let def = lineup_defense(&t);
        validate_defense(&def, &t, false).unwrap_or_else(|e| panic!("[sp6 3.2] {}: {e}", t.code));
        assert_eq!(def.players().count(), 11, "[sp6 3.2] {}", t.code);
        let dpos = |b: DefBox| def.in_box(b).map(|p| t.player(p).pos).collect::<Vec<_>>();
        assert_eq!([DefBox::K, DefBox::M, DefBox::N, DefBox::O].map(dpos), [vec![Position::CB], vec![Position::FS], vec![Position::SS], vec![Position::CB]], "[sp6 3.2] {}", t.code);
        let rows = [1, 2, 3].map(|r| def.row_count(r));
        let expect = if t.code == "IRN" { [4, 3, 4] } else { [3, 4, 4] };
        assert_eq!(rows, expect, "[sp6 3.2] {}: 4-3 (IRN) or 3-4 (LKP)", t.code);
    }
}

#[test]
fn the_two_teams_differ_in_style() {
    let (irn, lkp) = (team("IRN"), team("LKP"));
    let line_bv = |t: &Team| OffBox::LINE.iter().map(|b| t.player(lineup_offense(t).get(*b).unwrap()).bv().value as i32).sum::<i32>();
    let front_tv = |t: &Team| lineup_defense(t).players().filter(|(b, _)| b.row() < 3).map(|(_, p)| t.player(p).tv().value as i32).sum::<i32>();
    assert!(n_avg(&irn, "irn-rb1") > n_avg(&lkp, "lkp-rb1") && n_avg(&irn, "irn-rb1") >= 4.2, "Ironton runs the ball");
    assert!(line_bv(&irn) > line_bv(&lkp) + 5, "Ironton's line run-blocks");
    assert!(front_tv(&irn) < front_tv(&lkp) - 8, "Lakeport's front seven tackles worse");
    let qb = |t: &Team| t.player(t.group(Group::QB).next().unwrap()).passing.unwrap();
    let (a, b) = (qb(&irn), qb(&lkp));
    assert!(b.quick.com > a.quick.com && b.short.com > a.short.com && b.long.com > a.long.com, "Lakeport passes better");
}

// ------------------------------------------------------------------------- bad cards

#[test]
fn qb_has_com_inc_int_ranges_only() {
    let msg = refused(|v| player(v, "irn-qb1")["passing"]["quick"]["int?"] = json!(48));
    assert_names(&msg, "player 'irn-qb1' (Gus Hollenbeck, QB): passing.quick", "[sp6 10.2]");
    let msg = refused(|v| player(v, "irn-qb1")["passing"]["long"]["com"] = json!(46));
    assert_names(&msg, "passing.long", "[sp6 10.2]");
    let msg = refused(|v| player(v, "irn-qb1")["passing"]["pass_rush"] = json!({"sack": 14, "run": 12, "com": 29}));
    assert_names(&msg, "player 'irn-qb1' (Gus Hollenbeck, QB): passing.pass_rush", "[sp6 11]");
}

#[test]
fn rushing_columns_hold_yards_and_there_is_no_i_or_o() {
    let msg = refused(|v| player(v, "irn-rb1")["rushing"]["n"][0] = json!("SG"));
    assert_names(&msg, "player 'irn-rb1' (Bo Kastner, RB): rushing.n[1]", "[sp6 9.1]");
    let msg = refused(|v| player(v, "irn-rb1")["rushing"]["sg"][0] = json!("LG"));
    assert_names(&msg, "rushing.sg[1]", "[sp6 9.1]");
    let msg = refused(|v| player(v, "irn-qb1")["rushing"]["n"][0] = json!("Ls"));
    assert_names(&msg, "player 'irn-qb1' (Gus Hollenbeck, QB): rushing.n[1]", "[sp6 9.1]");
    let msg = refused(|v| {
        let n = player(v, "irn-rb1")["rushing"]["n"].clone();
        player(v, "irn-rb1")["rushing"]["i"] = n;
    });
    assert_names(&msg, "player 'irn-rb1' (Bo Kastner, RB): rushing", "[sp6 9.1]");
    let msg = refused(|v| player(v, "irn-wr1")["receiving"]["l"][0] = json!("L"));
    assert_names(&msg, "player 'irn-wr1' (Rudy Calloway, WR): receiving.l[1]", "[sp6 10.2]");
}

#[test]
fn a_defensive_back_has_no_tackle_value() {
    let msg = refused(|v| player(v, "irn-cb1")["defense"]["tv"] = json!(-1));
    assert_names(&msg, "player 'irn-cb1' (Curtis Fairweather, CB): defense.tv", "[sp6 9.1]");
    let msg = refused(|v| player(v, "irn-dt1")["defense"]["int"] = json!("47-48"));
    assert_names(&msg, "player 'irn-dt1' (Abe Ruddock, DT): defense", "[sp6 11]");
    let msg = refused(|v| player(v, "irn-lb2")["defense"]["int"] = json!("40-49"));
    assert_names(&msg, "player 'irn-lb2' (Art Voorhees, LB): defense.int", "[sp6 10.2]");
}

#[test]
fn no_exceptional_blockers_or_tacklers() {
    let msg = refused(|v| player(v, "irn-og1")["bv"] = json!("+4(+5)"));
    assert_names(&msg, "player 'irn-og1' (Otis Brandvold, G): bv", "[sp6 9.1]");
    let msg = refused(|v| player(v, "irn-dt2")["defense"]["tv"] = json!("-4(-5)"));
    assert_names(&msg, "player 'irn-dt2' (Tiny Halloran, DT): defense.tv", "[sp6 9.1]");
    let msg = refused(|v| {
        player(v, "irn-og1").as_object_mut().unwrap().remove("pbv");
    });
    assert_names(&msg, "player 'irn-og1' (Otis Brandvold, G): bv", "[sp6 11]");
}

#[test]
fn endurance_is_a_letter_for_quarterbacks_and_a_digit_for_the_others() {
    let msg = refused(|v| player(v, "irn-qb2")["ev"] = json!(1));
    assert_names(&msg, "player 'irn-qb2' (Roy Tamsin, QB): ev", "[sp6 4.5]");
    let msg = refused(|v| player(v, "irn-te1")["ev"] = json!("B"));
    assert_names(&msg, "player 'irn-te1' (Hal Drummond, TE): ev", "[sp6 4.6]");
}

#[test]
fn kicker_bands_end_with_46_50() {
    let msg = refused(|v| player(v, "irn-k1")["kicking"]["fg"].as_array_mut().unwrap().push(json!({"from": 51, "to": 55, "good": 15})));
    assert_names(&msg, "player 'irn-k1' (Piet Van Slyke, K): kicking.fg", "[sp6 14.1]");
    let msg = refused(|v| player(v, "irn-k1")["kicking"]["fg"][2]["from"] = json!(32));
    assert_names(&msg, "kicking.fg[2]", "[sp6 14.1]");
    let msg = refused(|v| player(v, "irn-k1")["kicking"]["xp"] = json!(49));
    assert_names(&msg, "kicking.xp", "[sp6 14.2]");
}

#[test]
fn punter_card_gives_fc_or_pr_and_rn12_blocked_or_movement() {
    let msg = refused(|v| player(v, "irn-p1")["punting"]["rn12"][1]["result"] = json!("Longest 60"));
    assert_names(&msg, "player 'irn-p1' (Lars Thorvaldsen, P): punting.rn12", "[sp6 13]");
    let msg = refused(|v| player(v, "irn-p1")["punting"]["rn12"][1]["rn"] = json!("2-11"));
    assert_names(&msg, "punting.rn12", "[sp6 13]");
    let msg = refused(|v| player(v, "irn-p1")["punting"]["punts"][7] = json!("41 NR"));
    assert_names(&msg, "punting.punts[8]", "[sp6 13]");
    let msg = refused(|v| player(v, "irn-p1")["punting"]["punts"][0] = json!("51 PR1f*"));
    assert_names(&msg, "punting.punts[1]", "[sp6 13]");
}

#[test]
fn lineup_card_values() {
    let msg = refused(|v| {
        v.as_object_mut().unwrap().remove("big_plays");
    });
    assert_names(&msg, "team 'IRN': big_plays", "[sp6 12]");
    let msg = refused(|v| v["fumble_range"] = json!(49));
    assert_names(&msg, "team 'IRN': fumble_range", "[sp6 16.4]");
    let msg = refused(|v| v["kick_returns"][0]["asterisk"]["rn"] = json!("1-3"));
    assert_names(&msg, "team 'IRN': kick_returns", "[sp6 8]");
    let msg = refused(|v| v["punt_returns"] = json!([]));
    assert_names(&msg, "team 'IRN': punt_returns", "[sp6 13]");
    let msg = refused(|v| v["lineup"]["kicker"] = json!("irn-p1"));
    assert_names(&msg, "team 'IRN': lineup.kicker", "[sp6 14.1]");
}

#[test]
fn unreadable_cells_name_the_file_and_the_path() {
    let msg = refused(|v| player(v, "irn-rb1")["rushing"]["n"][4] = json!("XYZ"));
    assert!(msg.starts_with(BAD) && msg.contains("rushing.n") && msg.contains("XYZ"), "{msg}");
}

// ------------------------------------------------------------------------- bad lineups

#[test]
fn lineup_has_no_tight_end_boxes() {
    let msg = refused(|v| {
        let off = v["lineup"]["offense"].as_object_mut().unwrap();
        let te = off.remove("LE").unwrap();
        off.insert("LTE".into(), te);
    });
    assert_names(&msg, "team 'IRN': lineup.offense.LTE", "[sp6 3.1]");
}

#[test]
fn eleven_players_on_each_display() {
    let msg = refused(|v| {
        v["lineup"]["offense"].as_object_mut().unwrap().remove("FL1");
    });
    assert_names(&msg, "team 'IRN': lineup.offense: 10 players on the Offense Display", "[sp6 3.1]");
    let msg = refused(|v| {
        v["lineup"]["defense"].as_object_mut().unwrap().remove("J");
    });
    assert_names(&msg, "team 'IRN': lineup.defense: 10 players on the Defense Display", "[sp6 3.2]");
    let msg = refused(|v| v["lineup"]["defense"]["A"] = json!(["irn-de1", "irn-de3", "irn-dl1"]));
    assert_names(&msg, "team 'IRN': lineup.defense.A", "[sp6 3.2]");
}

#[test]
fn offense_boxes_take_their_own_players() {
    // A receiver in a back's box.
    let msg = refused(|v| v["lineup"]["offense"]["BK2"] = json!("irn-wr3"));
    assert_names(&msg, "lineup.offense: Jules Okafor (WR) cannot stand in BK2", "[sp6 3.1]");
    // A back at end is legal (§3.1: any TE, WR or RB).
    let mut v = sample_json(0);
    v["lineup"]["offense"]["LE"] = json!("irn-rb3");
    parse_team(&v.to_string(), BAD).unwrap_or_else(|e| panic!("[sp6 3.1] a back may stand at end: {e}"));
}

#[test]
fn row_2_holds_linebackers_only() {
    let msg = refused(|v| v["lineup"]["defense"]["H"] = json!(["irn-s1"]));
    assert_names(&msg, "team 'IRN': lineup.defense: Oscar Blaylock (S) cannot stand in box H: Row 2 holds linebackers only", "[sp6 3.2]");
    let msg = refused(|v| v["lineup"]["defense"]["B"] = json!(["irn-cb3"]));
    assert_names(&msg, "Lem Pickett (CB) cannot stand in box B", "[sp6 3.2]");
    let msg = refused(|v| v["lineup"]["defense"]["K"] = json!(["irn-lb4"]));
    assert_names(&msg, "Mack Delacroix (LB) cannot stand in box K", "[sp6 3.2]");
    // A linebacker on the line is legal.
    let mut v = sample_json(0);
    v["lineup"]["defense"]["B"] = json!(["irn-lb4"]);
    parse_team(&v.to_string(), BAD).unwrap_or_else(|e| panic!("[sp6 3.2] a linebacker may stand in Row 1: {e}"));
}

#[test]
fn box_l_only_when_k_m_n_o_are_filled() {
    let msg = refused(|v| {
        let d = v["lineup"]["defense"].as_object_mut().unwrap();
        let cb = d.remove("K").unwrap();
        d.insert("L".into(), cb);
    });
    assert_names(&msg, "team 'IRN': lineup.defense: a back may stand in box L only when K, M, N and O are all occupied", "[sp6 3.2]");
    // With K, M, N and O filled, a fifth back may stand in L (for a linebacker).
    let mut v = sample_json(0);
    v["lineup"]["defense"].as_object_mut().unwrap().remove("F");
    v["lineup"]["defense"]["L"] = json!(["irn-cb3"]);
    let t = parse_team(&v.to_string(), BAD).unwrap_or_else(|e| panic!("[sp6 3.2] a nickel back in L: {e}"));
    assert_eq!(lineup_defense(&t).count_in(DefBox::L), 1);
}

#[test]
fn cb_in_box_m_needs_optional_rule_o1() {
    let msg = refused(|v| v["lineup"]["defense"]["M"] = json!(["irn-cb3"]));
    assert_names(&msg, "team 'IRN': lineup.defense: Lem Pickett is a CB: box M is out of his roster position", "[sp6 19]");

    let t = team("IRN");
    let mut d = lineup_defense(&t);
    d.remove(pid(&t, "irn-fs1"));
    assert!(d.place(DefBox::M, pid(&t, "irn-cb3")));
    let e = validate_defense(&d, &t, false).expect_err("[sp6 19] a CB in M without O1");
    assert_eq!(e.section, "19", "[sp6 19] {e}");
    validate_defense(&d, &t, true).unwrap_or_else(|e| panic!("[sp6 19] O1 lets a CB play M: {e}"));
    // A safety at corner likewise; any back in L is in position (O1: any DB may play box L).
    let mut d = lineup_defense(&t);
    d.remove(pid(&t, "irn-cb1"));
    assert!(d.place(DefBox::K, pid(&t, "irn-s1")));
    assert_eq!(validate_defense(&d, &t, false).map_err(|e| e.section), Err("19"), "[sp6 19] a safety at K");
    validate_defense(&d, &t, true).unwrap_or_else(|e| panic!("[sp6 19] {e}"));
}

#[test]
fn linemen_out_of_position_need_optional_rule_o1() {
    let msg = refused(|v| {
        v["lineup"]["offense"]["LT"] = json!("irn-og1");
        v["lineup"]["offense"]["LG"] = json!("irn-ot1");
    });
    assert_names(&msg, "team 'IRN': lineup.offense: Otis Brandvold is a G: playing him at LT is out of position", "[sp6 19]");
    let t = team("IRN");
    let mut d = lineup_offense(&t);
    d.set(OffBox::LT, Some(pid(&t, "irn-og1")));
    d.set(OffBox::LG, Some(pid(&t, "irn-ot1")));
    assert_eq!(validate_offense(&d, &t, false).map_err(|e| e.section), Err("19"), "[sp6 19]");
    validate_offense(&d, &t, true).unwrap_or_else(|e| panic!("[sp6 19] O1: {e}"));
    // The generic lineman (pos "OL") plays anywhere on the line without O1.
    d.set(OffBox::LT, Some(pid(&t, "irn-ot1")));
    d.set(OffBox::LG, Some(pid(&t, "irn-ol1")));
    validate_offense(&d, &t, false).unwrap_or_else(|e| panic!("[sp6 19] a generic OL at LG: {e}"));
}

/// A team larger than the engine's per-team player sets (256) is refused on load, naming the
/// file and the entry, rather than playing with players the endurance checks cannot see.
#[test]
fn a_team_of_more_than_256_players_is_refused() {
    let msg = refused(|v| {
        let ps = v["players"].as_array_mut().unwrap();
        let first = ps[0].clone();
        for i in 0..260 {
            let mut p = first.clone();
            p["id"] = json!(format!("extra-{i}"));
            ps.push(p);
        }
    });
    assert!(msg.starts_with(BAD), "{msg}");
    assert!(msg.lines().any(|l| l.contains("players") && l.contains("at most 256 players")), "{msg}");
}
