//! The 17 dice as data: every constraint the rulebook states, checked against the built-in file
//! (digest §12.1 D1–D18), and a broken file refused with an error naming the die and the rule.
mod common;
use common::*;
use huddle_fever::dice::{rule_of, validate};
use huddle_fever::{DataError, DiceSet};
use serde_json::{json, Value};

fn set() -> DiceSet {
    DiceSet::embedded().expect("the built-in dice are valid")
}

fn count(faces: &[Face], f: Face) -> usize {
    faces.iter().filter(|x| **x == f).count()
}

fn yards(faces: &[Face]) -> Vec<u8> {
    faces.iter().filter_map(|f| if let F::Yards(n) = f { Some(*n) } else { None }).collect()
}

/// The built-in file with one die's faces replaced; loading it must fail naming that die and
/// the rule it breaks.
fn broken(die: &str, faces: Value) -> DataError {
    let mut v: Value = serde_json::from_str(huddle_fever::dice::EMBEDDED_DICE).unwrap();
    let entry = v["dice"].as_array_mut().unwrap().iter_mut().find(|d| d["die"] == die).unwrap();
    if die == "scrimmage" {
        entry["sets"] = faces;
    } else {
        entry["faces"] = faces;
    }
    DiceSet::from_json(&v.to_string(), "my-dice.json").expect_err("a broken die is refused")
}

fn assert_names(e: &DataError, die: &str, section: &str) {
    let msg = e.to_string();
    assert!(msg.contains("my-dice.json"), "names the file: {msg}");
    assert!(msg.contains(&format!("`{die}`")), "names the die: {msg}");
    assert!(msg.contains(section), "names the rule {section}: {msg}");
}

#[test]
fn blitz_defense_die() {
    // [fever 3.1] D1: 5 blank, SAC -6, SAC -12, SAC -15, -5, N.G., 2 INC.
    let d = set();
    let f = d.faces(D::BlitzDefense);
    assert_eq!(f.len(), 12);
    assert_eq!(count(f, F::Blank), 5);
    for n in [6, 12, 15] {
        assert_eq!(count(f, F::Sack(n)), 1);
    }
    assert_eq!((count(f, F::Minus(5)), count(f, F::NoGain), count(f, F::Incomplete)), (1, 1, 2));
    let e = broken("blitz_defense", json!(["blank", "blank", "blank", "blank", "blank", "blank", {"sack": 12}, {"sack": 15}, {"minus": 5}, "no_gain", "incomplete", "incomplete"]));
    assert_names(&e, "blitz_defense", "[fever 3.1]");
}

#[test]
fn block_defense_die() {
    // [fever 3.2] D2: one B, eleven blank.
    let f = set().faces(D::BlockDefense).to_vec();
    assert_eq!((f.len(), count(&f, F::Block), count(&f, F::Blank)), (12, 1, 11));
    let e = broken("block_defense", json!(["block", "block", "blank", "blank", "blank", "blank", "blank", "blank", "blank", "blank", "blank", "blank"]));
    assert_names(&e, "block_defense", "[fever 3.2]");
}

#[test]
fn bomb_die() {
    // [fever 3.3] D12: 5 P# and 5 P# INC: successful about half the time.
    let f = set().faces(D::Bomb).to_vec();
    assert_eq!(f.len(), 10);
    let inc = f.iter().filter(|x| matches!(x, F::PassInc(_))).count();
    let comp = f.iter().filter(|x| matches!(x, F::Pass(_))).count();
    assert_eq!((comp, inc), (5, 5));
    assert!((comp as f64 / 10.0 - 0.5).abs() < 1e-9, "about half the time");
    assert!(f.iter().all(|x| matches!(x, F::Pass(n) | F::PassInc(n) if *n > 0)), "every side shows a yardage");
    let e = broken("bomb", json!([{"pass": 20}, {"pass": 20}, {"pass": 20}, {"pass": 20}, {"pass": 20}, {"pass": 20}, {"pass_inc": 20}, {"pass_inc": 20}, {"pass_inc": 20}, {"pass_inc": 20}]));
    assert_names(&e, "bomb", "[fever 3.3]");
}

#[test]
fn extra_point_die() {
    // [fever 3.4] D7: 2 M of 20; successful 90% of the time.
    let f = set().faces(D::ExtraPoint).to_vec();
    assert_eq!(f.len(), 20);
    assert_eq!(count(&f, F::Miss), 2);
    assert!((count(&f, F::Good) as f64 / 20.0 - 0.9).abs() < 1e-9);
    let mut bad: Vec<Value> = vec![json!("good"); 17];
    bad.extend([json!("miss"), json!("miss"), json!("miss")]);
    assert_names(&broken("extra_point", Value::Array(bad)), "extra_point", "[fever 3.4]");
}

#[test]
fn field_goal_die() {
    // [fever 3.5] D8: 16 yardage sides, 1 B, 3 M.
    let f = set().faces(D::FieldGoal).to_vec();
    assert_eq!((f.len(), yards(&f).len(), count(&f, F::Block), count(&f, F::Miss)), (20, 16, 1, 3));
    let mut bad: Vec<Value> = (0..17).map(|i| json!({"yards": 30 + i})).collect();
    bad.extend([json!("block"), json!("miss"), json!("miss")]);
    assert_names(&broken("field_goal", Value::Array(bad)), "field_goal", "[fever 3.5]");
}

#[test]
fn in_out_die() {
    // [fever 3.6] D16: 8 sides, a 50/50 chance of OUT.
    let f = set().faces(D::InOut).to_vec();
    assert_eq!((f.len(), count(&f, F::Out), count(&f, F::In)), (8, 4, 4));
    assert_names(&broken("in_out", json!(["out", "out", "out", "in", "in", "in", "in", "in"])), "in_out", "[fever 3.6]");
}

#[test]
fn kickoff_die() {
    // [fever 3.7] D9: 18 yardage sides from 44 to 81 averaging 62.5, and 2 OUT.
    let f = set().faces(D::Kickoff).to_vec();
    let y = yards(&f);
    assert_eq!((f.len(), y.len(), count(&f, F::Out)), (20, 18, 2));
    assert_eq!((*y.iter().min().unwrap(), *y.iter().max().unwrap()), (44, 81));
    assert_eq!(y.iter().map(|&v| v as u32).sum::<u32>(), 1125);
    assert!((y.iter().map(|&v| v as f64).sum::<f64>() / 18.0 - 62.5).abs() < 1e-9);
    // One yard off the average is refused, naming the rule.
    let mut bad: Vec<Value> = y.iter().map(|&v| json!({"yards": v})).collect();
    bad[5] = json!({"yards": 60});
    bad.extend([json!("out"), json!("out")]);
    let e = broken("kickoff", Value::Array(bad));
    assert_names(&e, "kickoff", "[fever 3.7]");
    assert!(e.to_string().contains("62.5"));
}

#[test]
fn kick_return_die() {
    // [fever 3.8] D13: six yardage sides, three also NO TD.
    let f = set().faces(D::KickReturn).to_vec();
    assert_eq!(f.len(), 6);
    assert!(f.iter().all(|x| x.yards().is_some_and(|y| y > 0)));
    assert_eq!(f.iter().filter(|x| x.no_td()).count(), 3);
    let e = broken("kick_return", json!([{"yards": 5}, {"yards": 10}, {"yards": 15}, {"yards": 20}, {"yards_no_td": 25}, {"yards_no_td": 30}]));
    assert_names(&e, "kick_return", "[fever 3.8]");
}

#[test]
fn onside_kick_die() {
    // [fever 3.9] D15: 3 REC, 1 OUT, 4 yardage sides.
    let f = set().faces(D::OnsideKick).to_vec();
    assert_eq!(f.len(), 8);
    assert_eq!(f.iter().filter(|x| matches!(x, F::OnsideRec(_))).count(), 3);
    assert_eq!(count(&f, F::Out), 1);
    assert_eq!(yards(&f).len(), 4);
    let e = broken("onside_kick", json!([{"onside_rec": 10}, {"onside_rec": 10}, {"yards": 10}, {"yards": 10}, {"yards": 10}, {"yards": 10}, {"yards": 10}, "out"]));
    assert_names(&e, "onside_kick", "[fever 3.9]");
}

#[test]
fn option_die() {
    // [fever 3.10] D11: 7 P#, 6 R#, 5 minus, 1 F, 1 TD.
    let f = set().faces(D::Option).to_vec();
    assert_eq!(f.len(), 20);
    let c = |p: fn(&Face) -> bool| f.iter().filter(|x| p(x)).count();
    assert_eq!(c(|x| matches!(x, F::Pass(_))), 7);
    assert_eq!(c(|x| matches!(x, F::Run(_))), 6);
    assert_eq!(c(|x| matches!(x, F::Minus(_))), 5);
    assert_eq!((count(&f, F::Fumble), count(&f, F::Touchdown)), (1, 1));
    let mut bad: Vec<Value> = (0..8).map(|i| json!({"pass": 3 + i})).collect();
    bad.extend((0..5).map(|i| json!({"run": 2 + i})));
    bad.extend((0..5).map(|i| json!({"minus": 1 + i})));
    bad.extend([json!("fumble"), json!("touchdown")]);
    assert_names(&broken("option", Value::Array(bad)), "option", "[fever 3.10]");
}

#[test]
fn pass_defense_die() {
    // [fever 3.11] D3: 5 INC, 3 blank, 2 -5, SAC -9, I.
    let f = set().faces(D::PassDefense).to_vec();
    assert_eq!(f.len(), 12);
    assert_eq!(
        (count(&f, F::Incomplete), count(&f, F::Blank), count(&f, F::Minus(5)), count(&f, F::Sack(9)), count(&f, F::Interception)),
        (5, 3, 2, 1, 1)
    );
    let e = broken("pass_defense", json!(["incomplete", "incomplete", "incomplete", "incomplete", "incomplete", "blank", "blank", "blank", {"minus": 5}, {"minus": 5}, {"sack": 9}, {"sack": 9}]));
    assert_names(&e, "pass_defense", "[fever 3.11]");
}

#[test]
fn punt_die() {
    // [fever 3.12] D10: 1 B and 19 yardage sides from 26 to 64 averaging 40.
    let f = set().faces(D::Punt).to_vec();
    let y = yards(&f);
    assert_eq!((f.len(), y.len(), count(&f, F::Block)), (20, 19, 1));
    assert_eq!((*y.iter().min().unwrap(), *y.iter().max().unwrap()), (26, 64));
    assert_eq!(y.iter().map(|&v| v as u32).sum::<u32>(), 760);
    let mut bad: Vec<Value> = y.iter().map(|&v| json!({"yards": v})).collect();
    bad[0] = json!({"yards": 25});
    bad.push(json!("block"));
    assert_names(&broken("punt", Value::Array(bad)), "punt", "[fever 3.12]");
}

#[test]
fn punt_return_die() {
    // [fever 3.13] D14: five yardage sides and one blank; three of the yardage sides NO TD (A13).
    let f = set().faces(D::PuntReturn).to_vec();
    assert_eq!(f.len(), 6);
    assert_eq!(count(&f, F::Blank), 1);
    assert_eq!(f.iter().filter(|x| matches!(x, F::Yards(_) | F::YardsNoTd(_))).count(), 5);
    assert_eq!(f.iter().filter(|x| x.no_td()).count(), 3);
    let e = broken("punt_return", json!([{"yards": 1}, {"yards_no_td": 1}, {"yards": 3}, {"yards_no_td": 5}, {"yards": 8}, {"yards_no_td": 12}]));
    assert_names(&e, "punt_return", "[fever 3.13]");
}

#[test]
fn recovery_die() {
    // [fever 3.14] D5: 3 star, 3 REC, 3 REC N.G., OUT, +5, -5.
    let f = set().faces(D::Recovery).to_vec();
    assert_eq!(f.len(), 12);
    assert_eq!((count(&f, F::Star), count(&f, F::Rec), count(&f, F::RecNoGain)), (3, 3, 3));
    assert_eq!((count(&f, F::Out), count(&f, F::PlusFive), count(&f, F::MinusFive)), (1, 1, 1));
    let e = broken("recovery", json!(["star", "star", "star", "star", "rec", "rec", "rec_no_gain", "rec_no_gain", "rec_no_gain", "out", "plus_five", "minus_five"]));
    assert_names(&e, "recovery", "[fever 3.14]");
}

#[test]
fn referee_die() {
    // [fever 3.15] D6: ten sides, a P on one only.
    let f = set().faces(D::Referee).to_vec();
    assert_eq!((f.len(), count(&f, F::Penalty), count(&f, F::Blank)), (10, 1, 9));
    let mut bad = vec![json!("blank"); 8];
    bad.extend([json!("penalty"), json!("penalty")]);
    assert_names(&broken("referee", Value::Array(bad)), "referee", "[fever 3.15]");
}

#[test]
fn run_defense_die() {
    // [fever 3.16] D4: 2 N.G., 3 blank, -1..-5, F, INC.
    let f = set().faces(D::RunDefense).to_vec();
    assert_eq!(f.len(), 12);
    assert_eq!((count(&f, F::NoGain), count(&f, F::Blank), count(&f, F::Fumble), count(&f, F::Incomplete)), (2, 3, 1, 1));
    for n in 1..=5 {
        assert_eq!(count(&f, F::Minus(n)), 1);
    }
    let e = broken("run_defense", json!(["no_gain", "no_gain", "blank", "blank", "blank", {"minus": 1}, {"minus": 2}, {"minus": 3}, {"minus": 4}, {"minus": 6}, "fumble", "incomplete"]));
    assert_names(&e, "run_defense", "[fever 3.16]");
}

#[test]
fn scrimmage_dice() {
    // [fever 3.17] D17: at most 10 for a run and 21 for a pass; averages 3.75 and 7.5 — over
    // all 4^5 throws of the five dice (P13).
    let d = set();
    let (mut run_sum, mut pass_sum, mut run_max, mut pass_max) = (0u64, 0u64, 0i16, 0i16);
    for code in 0..1024u32 {
        let mut faces = [F::Blank; 5];
        for (i, f) in faces.iter_mut().enumerate() {
            *f = d.face(D::Scrimmage, i, ((code >> (2 * i)) & 3) as usize);
        }
        let r: i16 = faces.iter().map(|f| if let F::Run(n) = f { *n as i16 } else { 0 }).sum();
        let p: i16 = faces.iter().map(|f| if let F::Pass(n) = f { *n as i16 } else { 0 }).sum();
        run_sum += r as u64;
        pass_sum += p as u64;
        run_max = run_max.max(r);
        pass_max = pass_max.max(p);
    }
    assert_eq!((run_max, pass_max), (10, 21));
    assert!((run_sum as f64 / 1024.0 - 3.75).abs() < 1e-9);
    assert!((pass_sum as f64 / 1024.0 - 7.5).abs() < 1e-9);
    // The five dice are not all the same (21/5 is not a whole number).
    assert!((0..5).any(|i| d.scrimmage_die(i) != d.scrimmage_die(0)));
    let same = json!([
        [{"run": 1}, {"run": 2}, {"pass": 2}, {"pass": 4}],
        [{"run": 1}, {"run": 2}, {"pass": 2}, {"pass": 4}],
        [{"run": 1}, {"run": 2}, {"pass": 2}, {"pass": 4}],
        [{"run": 1}, {"run": 2}, {"pass": 2}, {"pass": 4}],
        [{"run": 1}, {"run": 2}, {"pass": 2}, {"pass": 4}]
    ]);
    let e = broken("scrimmage", same);
    assert_names(&e, "scrimmage", "[fever 3.17]");
    assert!(e.to_string().contains("21"), "says which figure is off: {e}");
}

#[test]
fn seventeen_kinds_and_twenty_one_dice() {
    // D18: 17 kinds, 21 physical dice; every die shows only faces it can show.
    let d = set();
    assert_eq!(D::ALL.len(), 17);
    assert_eq!(D::ALL.iter().map(|k| k.count()).sum::<usize>(), 21);
    for k in D::ALL {
        assert_eq!(d.faces(k).len(), k.sides() * k.count());
        assert!(d.faces(k).iter().all(|f| k.can_show(*f)));
        if k != D::Scrimmage {
            assert!(validate(k, d.faces(k)).is_ok(), "{}", rule_of(k));
        }
    }
    // A missing die, a die listed twice, a wrong side count, an unknown face: clear errors.
    let mut v: Value = serde_json::from_str(huddle_fever::dice::EMBEDDED_DICE).unwrap();
    v["dice"].as_array_mut().unwrap().retain(|d| d["die"] != "punt");
    let e = DiceSet::from_json(&v.to_string(), "my-dice.json").unwrap_err().to_string();
    assert!(e.contains("`punt`") && e.contains("missing"), "{e}");
    let e = broken("referee", json!(["penalty", "blank", "blank"])).to_string();
    assert!(e.contains("3 faces") && e.contains("[fever 3.15]"), "{e}");
    let mut bad: Vec<Value> = (0..19).map(|_| json!({"yards": 40})).collect();
    bad.push(json!({"sack": 9}));
    let e = broken("punt", Value::Array(bad)).to_string();
    assert!(e.contains("cannot show"), "{e}");
    let e = DiceSet::from_json("{\"format\": 3}", "x.json").unwrap_err().to_string();
    assert!(e.contains("x.json") && e.contains("not a valid"), "{e}");
    let e = DiceSet::from_path(std::path::Path::new("/nonexistent/dice.json")).unwrap_err().to_string();
    assert!(e.contains("/nonexistent/dice.json") && e.contains("cannot be read"), "{e}");
}

#[test]
fn exact_probabilities_from_the_faces() {
    // Digest §12.2, computed from the data: P1 flag 1/10; P2 XP good with the Block die set
    // 33/40; P4 punt blocked 31/240; P5 kickoff OUT 1/10; P6 onside REC 3/8, OUT 1/8; P7 bomb
    // INC 1/2; P11 Option F and TD 1/20 each.
    let d = set();
    let p = |k: D, f: fn(&Face) -> bool| d.faces(k).iter().filter(|x| f(x)).count() as f64 / d.faces(k).len() as f64;
    let close = |a: f64, b: f64| (a - b).abs() < 1e-12;
    assert!(close(p(D::Referee, |f| *f == F::Penalty), 0.1));
    assert!(close(p(D::ExtraPoint, |f| *f == F::Good) * p(D::BlockDefense, |f| *f != F::Block), 33.0 / 40.0));
    assert!(close(1.0 - p(D::Punt, |f| *f != F::Block) * p(D::BlockDefense, |f| *f != F::Block), 31.0 / 240.0));
    assert!(close(p(D::Kickoff, |f| *f == F::Out), 0.1));
    assert!(close(p(D::OnsideKick, |f| matches!(f, F::OnsideRec(_))), 3.0 / 8.0));
    assert!(close(p(D::OnsideKick, |f| *f == F::Out), 1.0 / 8.0));
    assert!(close(p(D::Bomb, |f| matches!(f, F::PassInc(_))), 0.5));
    assert!(close(p(D::Option, |f| *f == F::Fumble), 0.05) && close(p(D::Option, |f| *f == F::Touchdown), 0.05));
    // P12: the Recovery chain ignoring ±5 (which re-throw): the first thrower ends with the
    // ball 60/91, the second 18/91, out of bounds 13/91.
    let rf = d.faces(D::Recovery);
    let star = count(rf, F::Star) as f64;
    let rec = (count(rf, F::Rec) + count(rf, F::RecNoGain)) as f64;
    let out = count(rf, F::Out) as f64;
    let stop = star + rec + out;
    let (s, r, o) = (star / stop, rec / stop, out / stop);
    // first = r + s^2 r + ...; second = s r + s^3 r + ...; out = o / (1 - s)
    let first = r / (1.0 - s * s);
    let second = s * r / (1.0 - s * s);
    assert!((first - 60.0 / 91.0).abs() < 1e-12, "{first}");
    assert!((second - 18.0 / 91.0).abs() < 1e-12);
    assert!((o / (1.0 - s) - 13.0 / 91.0).abs() < 1e-12);
}

#[test]
fn a_scripted_face_must_be_one_the_die_can_show() {
    let mut s = DiceScript::new();
    assert!(s.push(D::Kickoff, &[F::Yards(65)]).is_ok(), "any yardage is a kickoff face");
    let e = s.push(D::Kickoff, &[F::Sack(9)]).unwrap_err();
    assert!(e.to_string().contains("Kickoff") && e.to_string().contains("SAC -9"), "{e}");
    assert_eq!(s.remaining(), 1);
}
