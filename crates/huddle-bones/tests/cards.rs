//! Bones cards: the 2024 league converted from the card builder's cards, and the checks a
//! card file must pass.

use huddle_bones::cards::{check_team, parse_league, parse_team};
use huddle_bones::convert::league_2024;
use huddle_cards::bones::ColumnRead;
use huddle_cards::Group;

#[test]
fn every_converted_2024_team_passes_the_card_checks_bones_18_1() {
    // (digest §18.1) every column's ranges and B cover 01-00 exactly.
    let l = league_2024();
    assert_eq!(l.len(), 32);
    for t in &l {
        check_team(t, "2024").unwrap_or_else(|e| panic!("{e}"));
    }
    // The best backs break away more often than the league's fullbacks and gain more.
    let bal = l.iter().find(|t| t.code == "BAL").unwrap();
    let henry = bal.players.iter().find(|p| p.name == "Derrick Henry").unwrap();
    let col = henry.bones.as_ref().unwrap().rush.unwrap();
    assert!(col.mean_yards() > 4.0 && col.mean_yards() < 7.5, "{}", col.mean_yards());
    assert!(col.brk.is_some() && col.max.unwrap() >= 20);
    // Reading a roll finds exactly one row or B.
    for roll in 1..=100 {
        assert!(col.read(roll).is_some());
    }
    assert_eq!(col.read(100), Some(ColumnRead::Break), "B sits at the top");
    // Quarterbacks: COM below INC below INT, INT at the top.
    for t in &l {
        for p in t.players.iter().filter(|p| p.group() == Group::QB) {
            let q = p.bones.as_ref().unwrap().qb.unwrap();
            assert!(q.short.com < q.short.int.lo && q.short.int.hi == 100);
        }
    }
}

#[test]
fn a_bad_card_file_names_the_team_player_and_rule_bones_18_2() {
    let l = league_2024();
    let mut t = l.iter().find(|t| t.code == "KC").unwrap().clone();
    // (digest §18.2) A quarterback without passing columns.
    let qb = t.players.iter_mut().find(|p| p.name == "Patrick Mahomes").unwrap();
    qb.bones.as_mut().unwrap().qb = None;
    let e = check_team(&t, "kc.json").unwrap_err().to_string();
    assert!(e.contains("kc.json") && e.contains("KC") && e.contains("Patrick Mahomes") && e.contains("bones 18.2"), "{e}");
    // (digest §18.1) A column with a hole.
    let mut t = l.iter().find(|t| t.code == "KC").unwrap().clone();
    let p = t.players.iter_mut().find(|p| p.name == "Isiah Pacheco").unwrap();
    let c = p.bones.as_mut().unwrap().rush.as_mut().unwrap();
    let first = c.rows.iter().position(|r| r.is_some()).unwrap();
    c.rows[first] = None;
    let e = check_team(&t, "kc.json").unwrap_err().to_string();
    assert!(e.contains("Isiah Pacheco") && e.contains("rush column") && e.contains("bones 18.1"), "{e}");
    // [bones 9.4] A lineman intercepting anywhere but 00.
    let mut t = l.iter().find(|t| t.code == "KC").unwrap().clone();
    let dl = t.players.iter_mut().find(|p| p.group() == Group::DL).unwrap();
    dl.bones.as_mut().unwrap().defense.as_mut().unwrap().int = Some(huddle_cards::bones::D100::new(95, 100));
    let e = check_team(&t, "kc.json").unwrap_err().to_string();
    assert!(e.contains("bones 9.4") && e.contains("00 only"), "{e}");
    // A file round-trips: written and read back it is the same league; a broken one is refused.
    let text = serde_json::to_string(&l[..2]).unwrap();
    let back = parse_league(&text, "two.json").unwrap();
    assert_eq!(back, l[..2].to_vec());
    let e = parse_team("{\"code\": 1}", "bad.json").unwrap_err().to_string();
    assert!(e.contains("bad.json"), "{e}");
}

#[test]
fn conversion_parameters_are_validated_and_scale_the_kickoff_returns() {
    use huddle_bones::convert::{convert_league, ConvertParams};
    let text = huddle_bones::convert::PARAMS_JSON;
    let p = ConvertParams::parse(text, "p.json").unwrap();
    // A file without kr_scale (older) reads as 1.0; a kr_scale outside 0.5-1.5 is refused.
    let older = text.replace(",\n  \"kr_scale\": 0.92", "");
    assert_eq!(ConvertParams::parse(&older, "old.json").unwrap().kr_scale, 1.0);
    let bad = text.replace("\"kr_scale\": 0.92", "\"kr_scale\": 3.0");
    let e = ConvertParams::parse(&bad, "bad.json").unwrap_err();
    assert!(e.contains("bad.json") && e.contains("kr_scale"), "{e}");
    assert!(ConvertParams::parse(&text.replace("\"rush_shift\": -0.3", "\"rush_shift\": -9.0"), "x.json").unwrap_err().contains("rush_shift"));
    // The scale multiplies every kickoff returner's yards.
    let ttf = huddle_cards::sample::league_2024();
    let full = convert_league(&ttf[..1], &ConvertParams { kr_scale: 1.0, ..p.clone() });
    let scaled = convert_league(&ttf[..1], &ConvertParams { kr_scale: 0.5, ..p });
    let kr = |t: &huddle_cards::Team| t.players.iter().find_map(|x| x.bones.as_deref().and_then(|b| b.kr)).unwrap().yards;
    let (a, b) = (kr(&full[0]), kr(&scaled[0]));
    for i in 0..10 {
        assert_eq!(b[i], ((a[i] as f32) * 0.5).round() as u8);
    }
}

/// The field-goal shift (calibrated in play: the Bones game's weather adds misses the TTF cards
/// do not know) moves every band's Good range by its numbers, to at most 100; a band the kicker
/// cannot make stays 0. A file without it reads 0; more than 20 either way is refused.
#[test]
fn the_field_goal_shift_moves_every_good_range() {
    use huddle_bones::convert::{convert_league, ConvertParams};
    let text = huddle_bones::convert::PARAMS_JSON;
    let p = ConvertParams::parse(text, "p.json").unwrap();
    assert_eq!(p.fg_shift, 4);
    assert_eq!(ConvertParams::parse(&text.replace(",\n  \"fg_shift\": 4", ""), "old.json").unwrap().fg_shift, 0);
    let e = ConvertParams::parse(&text.replace("\"fg_shift\": 4", "\"fg_shift\": 21"), "bad.json").unwrap_err();
    assert!(e.contains("bad.json") && e.contains("fg_shift 21"), "{e}");
    let ttf = huddle_cards::sample::league_2024();
    let (plain, shifted) = (convert_league(&ttf, &ConvertParams { fg_shift: 0, ..p.clone() }), convert_league(&ttf, &p));
    let mut bands = 0;
    for (a, b) in plain.iter().zip(&shifted) {
        for (x, y) in a.players.iter().zip(&b.players) {
            let (Some(kx), Some(ky)) = (x.bones.as_deref().and_then(|c| c.kicking.as_ref()), y.bones.as_deref().and_then(|c| c.kicking.as_ref())) else { continue };
            assert_eq!(kx.xp, ky.xp, "the extra point is not moved");
            for (bx, by) in kx.fg.iter().zip(&ky.fg) {
                let want = if bx.good == 0 { 0 } else { (bx.good + 4).min(100) };
                assert_eq!(by.good, want, "{} {}-{}", y.name, bx.from, bx.to);
                bands += 1;
            }
        }
    }
    assert!(bands > 100, "{bands} bands");
}
