//! A player's line as named figures (how a league file keeps its seasons' statistics): every
//! field round-trips, and figures no box score could produce are refused.

use huddle_stats::{PlayerLine, FG_BANDS, LINE_FIGURES};

/// A line with every figure different (and some yards negative).
fn busy_line() -> PlayerLine {
    let mut v: Vec<i64> = (0..LINE_FIGURES as i64).map(|i| 100 + 7 * i).collect();
    for (k, name) in PlayerLine::FIELDS.iter().enumerate() {
        if PlayerLine::SIGNED.contains(name) && k % 2 == 0 {
            v[k] = -(v[k]);
        }
    }
    // Made never more than tried: the made figures are set below their tries.
    let at = |n: &str| PlayerLine::FIELDS.iter().position(|f| *f == n).unwrap();
    for (m, t) in [("completions", "pass_att"), ("receptions", "targets"), ("fg_made", "fg_att"), ("xp_made", "xp_att")] {
        v[at(m)] = v[at(t)] - 1;
    }
    for (b, _) in FG_BANDS {
        v[at(&format!("fg_made_{b}"))] = v[at(&format!("fg_att_{b}"))] / 2;
    }
    PlayerLine::from_values(&PlayerLine::FIELDS, &v).unwrap()
}

#[test]
fn every_figure_round_trips_and_each_field_is_its_own() {
    let l = busy_line();
    let v = l.values();
    assert_eq!(PlayerLine::from_values(&PlayerLine::FIELDS, &v).unwrap(), l);
    // No two fields share a figure: every value is distinct, so a field read into another's
    // place would show.
    let mut sorted = v.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), LINE_FIGURES);
    // Named fields land where they belong.
    assert_eq!(v[PlayerLine::FIELDS.iter().position(|f| *f == "rush_yards").unwrap()], l.rush_yards as i64);
    assert_eq!(v[PlayerLine::FIELDS.iter().position(|f| *f == "fg_made_40_49").unwrap()], l.fg_made_band[3] as i64);
    assert_eq!(v[PlayerLine::FIELDS.iter().position(|f| *f == "kick_return_yards").unwrap()], l.kick_return_yards as i64);
    // The sum of two lines is the sum of their figures, but for the longest gains: the longer.
    let mut two = l.clone();
    two += &l;
    for (k, name) in PlayerLine::FIELDS.iter().enumerate() {
        let want = if name.ends_with("_long") { v[k] } else { 2 * v[k] };
        assert_eq!(two.values()[k], want, "{name}");
    }
    let mut other = PlayerLine::from_values(&["rushes", "rush_long", "receptions", "targets", "rec_long"], &[1, 40, 1, 1, -3]).unwrap();
    other += &l;
    assert_eq!((other.rush_long, other.rec_long), (l.rush_long.max(40), l.rec_long.max(-3)));
    // A line without runs has no longest run: adding it keeps the other's, a loss included.
    let mut lost = PlayerLine::from_values(&["rushes", "rush_yards", "rush_long"], &[2, -5, -2]).unwrap();
    lost += &PlayerLine::default();
    assert_eq!(lost.rush_long, -2);
    let mut none = PlayerLine::default();
    none += &lost;
    assert_eq!(none.rush_long, -2);
}

#[test]
fn columns_may_come_in_any_order_and_missing_ones_are_zero() {
    let l = PlayerLine::from_values(&["rush_yards", "rushes"], &[-3, 2]).unwrap();
    assert_eq!((l.rushes, l.rush_yards, l.pass_att), (2, -3, 0));
    assert_eq!(PlayerLine::from_values(&[], &[]).unwrap(), PlayerLine::default());
}

#[test]
fn figures_no_box_score_could_hold_are_refused() {
    let bad = |cols: &[&str], vals: &[i64], needle: &str| {
        let e = PlayerLine::from_values(cols, vals).unwrap_err();
        assert!(e.contains(needle), "{e}");
    };
    bad(&["tackles"], &[3], "unknown column 'tackles'");
    bad(&["rushes", "rushes"], &[1, 1], "given twice");
    bad(&["rushes"], &[-1], "rushes -1 is out of range");
    bad(&["pass_yards"], &[PlayerLine::MAX_FIGURE + 1], "pass_yards 1000001 is out of range (-1000000..=1000000)");
    bad(&["punts"], &[PlayerLine::MAX_FIGURE + 1], "(0..=1000000)");
    assert!(PlayerLine::from_values(&["pass_yards"], &[-PlayerLine::MAX_FIGURE]).is_ok());
    bad(&["rushes"], &[1, 2], "2 figures for 1 columns");
    bad(&["completions", "pass_att"], &[5, 4], "completions 5 is more than pass_att 4");
    bad(&["fg_made_50_59", "fg_att_50_59"], &[2, 1], "fg_made_50_59 2 is more than fg_att_50_59 1");
    bad(&["xp_made"], &[1], "xp_made 1 is more than xp_att 0");
}
