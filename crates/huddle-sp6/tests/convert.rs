//! The 2024 league in the 6th edition's cards (`huddle_sp6::convert`, docs/sp6-cards.md).

use huddle_cards::{GainCell, Group, IntRange, OffBox, RushCell};
use huddle_sp6::convert::{convert_league, league_2024, ConvertParams};

#[test]
fn every_converted_2024_team_is_a_valid_sixth_edition_team_sp6_3_1() {
    let l = league_2024();
    assert_eq!(l.len(), 32);
    for t in &l {
        let errors = huddle_sp6::cards::validate_team(t);
        assert!(errors.is_empty(), "[sp6 3.1] {}: {:?}", t.code, errors.iter().take(3).collect::<Vec<_>>());
        // No tight-end boxes on the 6th edition's display; a lone back in BK1.
        assert!(!t.lineup.offense.contains_key(&OffBox::LTE) && !t.lineup.offense.contains_key(&OffBox::RTE), "[sp6 3.1] {}", t.code);
        assert!(t.lineup.offense.contains_key(&OffBox::BK1), "[sp6 3.1] {}: the back in BK1", t.code);
    }
}

#[test]
fn the_conversion_keeps_the_sixth_editions_meanings_sp6_9_1() {
    let ttf = huddle_cards::sample::league_2024();
    let params = ConvertParams::embedded();
    let sp6 = convert_league(&ttf, &params);
    for (a, b) in ttf.iter().zip(&sp6) {
        for (p, q) in a.players.iter().zip(&b.players) {
            assert_eq!(p.id, q.id);
            if let Some(r) = &q.rushing {
                // [sp6 9.1] N and SG hold yards: a modified RN of 1 reads the SG column.
                assert!(r.n.unwrap().iter().chain(r.sg.iter()).all(|c| matches!(c, RushCell::Yards(_))), "[sp6 9.1] {}", q.name);
                assert!(r.i.is_none() && r.o.is_none());
            }
            if let (Some(pp), Some(qp)) = (&p.passing, &q.passing) {
                // [sp6 10.2] Com, Inc, Int: TTF's Int? numbers go to Int by the parameter.
                for (x, y, k) in [(pp.quick, qp.quick, 0), (pp.short, qp.short, 1), (pp.long, qp.long, 2)] {
                    assert_eq!(y.int_q, y.inc, "[sp6 10.2]");
                    let want_inc = x.int_q - ((x.int_q - x.inc) as f32 * params.int_q_to_int).round() as u8;
                    assert_eq!(y.inc, want_inc, "[sp6 10.2] {}", q.name);
                    assert_eq!(y.com as i16, (x.com as i16 + params.com_shift[k]).clamp(0, want_inc as i16), "[sp6 10.2] {}", q.name);
                }
                assert_eq!(qp.pass_rush.run - qp.pass_rush.sack, pp.pass_rush.run - pp.pass_rush.sack, "[sp6 11] the Runs range keeps its width");
            }
            if let Some(rc) = &q.receiving {
                assert!(rc.l.iter().all(|c| *c != GainCell::Long));
            }
            if q.group() == Group::DB {
                assert_eq!(q.defense.unwrap().tv.value, 0, "[sp6 9.1] a defensive back has no Tackle Value");
            }
            if q.group() == Group::DL {
                assert_eq!(q.defense.unwrap().int, IntRange::None);
            }
            if let Some(k) = &q.kicking {
                // [sp6 14.1] the top band is 46-50.
                let top = k.fg.last().unwrap();
                assert_eq!((top.from, top.to), (46, 50), "[sp6 14.1] {}", q.name);
            }
        }
        // [sp6 16.4] The Fumbles Lost range from TTF's fumble range.
        assert_eq!(b.fumble_range, ((a.fumble_range as f32) * params.fumble_factor).round() as u8);
        // [sp6 12] Big Plays from the defense's rank, away one fewer.
        let bp = b.big_plays.unwrap();
        assert!((params.big_plays_worst..=params.big_plays_best).contains(&bp.home) && bp.away == bp.home.saturating_sub(1).max(1), "[sp6 12] {}: {bp:?}", b.code);
    }
    let homes: Vec<u8> = sp6.iter().map(|t| t.big_plays.unwrap().home).collect();
    assert!(homes.contains(&params.big_plays_best) && homes.contains(&params.big_plays_worst), "[sp6 12] the allotments span the range: {homes:?}");
}

#[test]
fn a_converted_game_plays_to_the_end_sp6_17() {
    let l = league_2024();
    let kc = l.iter().find(|t| t.code == "KC").unwrap().clone();
    let bal = l.iter().find(|t| t.code == "BAL").unwrap().clone();
    for seed in 0..10 {
        let g = huddle_sp6::sim::play_ai_game(seed, kc.clone(), bal.clone(), huddle_sp6::options::Options::default()).unwrap();
        assert_eq!(g.core.points_in_log(), g.core.score, "[sp6 17]");
        assert_eq!(g.refused_calls, 0);
    }
}

#[test]
fn bad_conversion_parameters_are_refused_with_the_field_named_sp6_12() {
    use huddle_sp6::convert::ConvertParams;
    let good = huddle_sp6::convert::PARAMS_JSON;
    assert!(ConvertParams::parse(good, "p.json").is_ok());
    // [sp6 12] a Big Play allotment of 0 for the worst defense is refused.
    let bad = good.replace("\"big_plays_worst\": 1", "\"big_plays_worst\": 0");
    let e = ConvertParams::parse(&bad, "p.json").unwrap_err();
    assert!(e.starts_with("p.json:") && e.contains("big_plays_worst") && e.contains("sp6 12"), "{e}");
    let bad = good.replace("\"int_q_to_int\": 1.0", "\"int_q_to_int\": 1.5");
    let e = ConvertParams::parse(&bad, "p.json").unwrap_err();
    assert!(e.contains("int_q_to_int"), "{e}");
    let bad = good.replace("\"qb_rush_shift\": -0.43", "\"qb_rush_shift\": 9.0");
    let e = ConvertParams::parse(&bad, "p.json").unwrap_err();
    assert!(e.contains("qb_rush_shift 9") && e.contains("sp6 9.1"), "{e}");
    // Without a quarterbacks' shift the backs' applies to them too.
    let old = good.replace("  \"qb_rush_shift\": -0.43,\n", "");
    assert!(ConvertParams::parse(&old, "p.json").unwrap().qb_rush_shift.is_none());
    let e = ConvertParams::parse("{", "p.json").unwrap_err();
    assert!(e.starts_with("p.json:"), "{e}");
    // [sp6 14.1] the field-goal fit's weights: one a yard of 46-55, none negative.
    let bad = good.replace("\"fg_top_fit\": [2.68,", "\"fg_top_fit\": [-1.0,");
    let e = ConvertParams::parse(&bad, "p.json").unwrap_err();
    assert!(e.contains("fg_top_fit") && e.contains("sp6 14.1"), "{e}");
    let bad = good.replace("\"fg_top_fit\": [2.68,", "\"fg_top_fit\": [");
    assert!(ConvertParams::parse(&bad, "p.json").unwrap_err().contains("9 weights"));
}

/// [sp6 14.1] The 46-50 Good range is the one whose readings at 46-55 yards (its own to 50, then
/// 2 numbers fewer a yard; PN 48 blocks, 47 too beyond 50) come nearest the TTF card's, weighted by
/// how often each yard is tried: for every 2024 kicker no other range comes nearer, and a kicker
/// as good from 50-55 as from 40-49 gets a 46-50 range above his 40-49 one (the rule's loss a
/// yard beyond 50 is made up), where four yards to one of the two bands gave the same.
#[test]
fn the_top_field_goal_band_is_fitted_to_the_ttf_card_sp6_14_1() {
    let ttf = huddle_cards::sample::league_2024();
    let params = ConvertParams::embedded();
    let w = params.fg_top_fit.clone().expect("the embedded parameters fit the top band");
    let sp6 = convert_league(&ttf, &params);
    let reads = |g: u8, d: u8| f32::from(if d <= 50 { g.min(47) } else { g.saturating_sub(2 * (d - 50)).min(46) });
    let mut flat = 0;
    for (a, b) in ttf.iter().zip(&sp6) {
        for (p, q) in a.players.iter().zip(&b.players) {
            let (Some(k), Some(k6)) = (&p.kicking, &q.kicking) else { continue };
            let top = k6.band(50).unwrap();
            assert_eq!((top.from, top.to), (46, 50));
            let err = |g: u8| (46..=55u8).zip(&w).filter(|(d, _)| *d <= k.max).map(|(d, w)| w * (reads(g, d) - f32::from(k.band(d).unwrap().good.min(47))).powi(2)).sum::<f32>();
            for g in 0..=48u8 {
                assert!(err(top.good) <= err(g), "[sp6 14.1] {}: 46-50 Good 1-{} reads farther from the TTF card than 1-{g}", q.name, top.good);
            }
            let (g40, g50) = (k.band(46).unwrap().good, k.band(50).unwrap().good);
            if g40 == g50 && (20..44).contains(&g40) && k.max > 50 {
                flat += 1;
                assert!(top.good > g40, "[sp6 14.1] {}: {} against {g40}", q.name, top.good);
            }
        }
    }
    assert!(flat > 0, "some kicker is as good from 50-55 as from 40-49");
}
