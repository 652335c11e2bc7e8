//! The Bones tables file: the embedded reconstruction loads, the seed's inline numbers are the
//! seed's, and a broken file is refused with the file, the entry and the rule named.

use huddle_bones::tables::{Block, PassCol, Receiver, RunCol, Tables, ZEvent};
use huddle_cards::DefBox;

const EMBEDDED: &str = huddle_bones::tables::BONES_JSON;

fn refused(text: &str, needles: &[&str]) {
    let e = Tables::parse(text, "t.json").expect_err("the file should be refused").to_string();
    assert!(e.starts_with("t.json"), "{e}");
    for n in needles {
        assert!(e.contains(n), "'{n}' not in: {e}");
    }
}

#[test]
fn the_seeds_inline_numbers_bones_17_1() {
    // [bones 17.1] T19, T20 and the pass and run modifiers printed in the rules' text.
    let t = Tables::embedded();
    let c = &t.c;
    assert_eq!((c.max_on_display, c.illegal_procedure_yards, c.inside_max_loss, c.break_min), (11, 5, 3, 20));
    assert_eq!((c.empty_box, c.doubled_box, c.walkup_doubled_box, c.double_team_primary), (2, -4, -3, 4));
    assert_eq!((c.key_correct, c.key_none, c.draw_vs_pass, c.draw_vs_blitz, c.draw_vs_run, c.run_blitz, c.stunt_run), (-4, -2, 2, 4, -2, -2, -1));
    assert_eq!((c.uncovered, c.double_coverage, c.triple_coverage, c.pressure_one, c.pressure_two), (5, -14, -30, 5, 3));
    assert_eq!((c.play_action_run, c.play_action_pass, c.play_action_prevent, c.center_field, c.run_blitz_pass), (10, -10, -20, -1, 3));
    assert_eq!((c.blitzer_bonus, c.back_pbv, c.shotgun_pbv, c.sack_per_point, c.stunt_sack, c.deflect_cap, c.dl_int), (2, 2, 2, 2, 5, 5, 100));
    assert_eq!((c.shovel_catch, c.swing_catch, c.screen_int_point, c.pitchout_fumble), (-2, -3, -3, 5));
    assert_eq!((c.onside_recover, c.onside_recover_vs_defense, c.onside_defense_max_return, c.squib_yards), (24, 12, 20, 15));
    assert_eq!((c.punt_rush_max_return, c.punt_rush_blocked_back, c.coffin_min, c.coffin_max, c.kickoff_oob_at, c.kr_fumble_recover, c.blocked_punt_receiving), (3, 15, 10, 25, 40, 50, 7));
}

#[test]
fn the_reconstructed_tables_cover_every_roll() {
    let t = Tables::embedded();
    for roll in 1..=100u8 {
        for col in [RunCol::SL, RunCol::IL, RunCol::IR, RunCol::SR, RunCol::CL, RunCol::CR] {
            let _ = t.block(col, roll);
        }
        for col in [PassCol::Quick, PassCol::Short, PassCol::Long] {
            let _ = t.receiver(col, roll);
        }
    }
    // Mirror images: an inside run right names the right side's players where left names the left.
    let count = |col: RunCol, f: &dyn Fn(Block) -> bool| (1..=100u8).filter(|r| f(t.block(col, *r).0)).count();
    assert_eq!(count(RunCol::IL, &|b| b == Block::Break), count(RunCol::IR, &|b| b == Block::Break));
    assert!(count(RunCol::CL, &|b| b == Block::Break) > count(RunCol::IL, &|b| b == Block::Break), "counters are boom or bust");
    // Z: 17 of 100 first rolls carry one; on those rolls the entry stands too.
    assert_eq!(t.z_rate(), (17, 17));
    assert!(t.receiver(PassCol::Long, 100).1);
    // The Long column redirects to the pass rush most.
    let pr = |col| (1..=100u8).filter(|r| t.receiver(col, *r).0 == Receiver::PassRush).count();
    assert!(pr(PassCol::Long) > pr(PassCol::Short) && pr(PassCol::Short) > pr(PassCol::Quick));
    // Z events: penalties most, then fumbles and injuries.
    let z = |f: &dyn Fn(ZEvent) -> bool| (1..=100u8).filter(|r| f(t.z_event(*r))).count();
    assert_eq!(z(&|e| e == ZEvent::Penalty), 72);
    assert_eq!(z(&|e| e == ZEvent::Fumble), 19);
    assert_eq!(t.covers(huddle_cards::OffBox::BK1), Some(DefBox::F));
}

#[test]
fn a_broken_tables_file_is_refused_with_its_entry_and_rule_bones_7_1() {
    // [bones 7.1] A Blocking Battle column must give a result for every roll.
    refused(&EMBEDDED.replacen("\"01-02\"", "\"01\"", 1), &["blocking_battle.SL", "02", "bones 7.1"]);
    // An unknown result.
    refused(&EMBEDDED.replacen("\"BREAK\"", "\"SMASH\"", 1), &["blocking_battle", "SMASH"]);
    // [bones 5.1] the 11-player display is the seed's.
    refused(&EMBEDDED.replacen("\"max_on_display\": 11", "\"max_on_display\": 12", 1), &["max_on_display", "bones 5.1"]);
    // [bones 9.1] the Pass Receiver Table's results.
    refused(&EMBEDDED.replacen("\"Orig\"", "\"Deep\"", 1), &["pass_receiver", "Deep", "bones 9.1"]);
    // Not JSON at all: the file and where.
    refused("{", &["t.json"]);
    // A misspelt field.
    refused(&EMBEDDED.replacen("\"source\"", "\"sauce\"", 1), &["sauce"]);
}
