//! Worked examples of rule tests with the test kit: scripted FACs against the sample teams.
use huddle_cards::{OffBox, RushCell, RushCol};
use huddle_fac::call::{DefPlay, DefenseCall, Key, OffPlay, OffenseCall};
use huddle_fac::testkit::*;

fn rush_yards(f: &Fixture, b: OffBox, col: RushCol, rn: u8) -> i16 {
    let p = f.off.player(f.off_pid(b));
    match p.rushing.as_ref().unwrap().column(col)[rn as usize - 1] {
        RushCell::Yards(y) => y as i16,
        c => panic!("RN {rn} of {} is {c}, pick another", p.name),
    }
}

/// [ttf7 7.1] Inside run: the directive names a blocker alone, so an Exceptional Blocker
/// ("+4(+5)") uses the parenthesized value; No Key adds +2 to the Run Number.
#[test]
fn inside_run_exceptional_blocker_and_no_key() {
    let f = Fixture::sample();
    let lg = f.off.player(f.off_pid(OffBox::LG)).bv.unwrap();
    assert_eq!(lg.exceptional, Some(5), "sample LG is +4(+5)");
    let base = rush_yards(&f, OffBox::BK2, RushCol::I, 7);
    let r = f.resolve(OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2), DefenseCall::run(Key::None), vec![run("LG"), rn(5)]);
    assert_eq!(gain(&r), base + 5);
}

/// [ttf7 5] A correct key adds +4 to the Run Number, a wrong key nothing.
#[test]
fn keys_modify_the_run_number() {
    let f = Fixture::sample();
    let correct = f.resolve(OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2), DefenseCall::run(Key::Back(OffBox::BK2)), vec![run("CN vs C"), rn(3)]);
    let wrong = f.resolve(OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2), DefenseCall::run(Key::Back(OffBox::BK1)), vec![run("CN vs C"), rn(3)]);
    let pass_def = f.resolve(OffenseCall::new(OffPlay::InsideLeft, OffBox::BK2), DefenseCall::new(DefPlay::PassCoverage), vec![run("CN vs C"), rn(3)]);
    // Box C is empty in Harbor City's 4-3 (A, B, D, E on the line): CN vs an empty box adds his BV.
    let cn = f.off.player(f.off_pid(OffBox::C)).bv.unwrap().value as i16;
    assert_eq!(gain(&correct), rush_yards(&f, OffBox::BK2, RushCol::I, 7) + cn);
    assert_eq!(gain(&wrong), rush_yards(&f, OffBox::BK2, RushCol::I, 3) + cn);
    assert_eq!(gain(&pass_def), gain(&wrong), "no RN change against a pass defense");
}
