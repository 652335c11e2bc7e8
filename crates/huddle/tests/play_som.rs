//! `huddle play --rules som` end to end: a Strat-O-Matic game at the terminal, driven by piped
//! input — typed calls, refusals naming the rule, the end of input, save and resume, replay.

use std::path::PathBuf;
use std::process::Output;

mod common;
use common::{assert_refused, huddle, stderr, stdout};

/// Runs `huddle play --rules som args…` with `input` as the keyboard.
fn play(args: &[&str], input: &str) -> Output {
    let all: Vec<&str> = ["play", "--rules", "som"].into_iter().chain(args.iter().copied()).collect();
    common::huddle_typed(&all, input.as_bytes())
}

fn ok(o: &Output) -> String {
    assert!(o.status.success(), "{}", stderr(o));
    let s = stdout(o);
    assert!(!s.contains("panicked") && !stderr(o).contains("panicked"), "{s}");
    s
}

/// The box score at the end of a game's output.
fn box_of(s: &str) -> String {
    s[s.find("FINAL").expect("a box score")..].to_string()
}

fn scratch(name: &str) -> PathBuf {
    common::scratch("play-som", name)
}

#[test]
fn the_computer_plays_a_whole_game_at_the_terminal() {
    let s = ok(&play(&["--you", "none", "--seed", "3"], ""));
    assert!(s.starts_with("Baltimore Ravens at Kansas City Chiefs — Strat-O-Matic, seed 3"), "{s}");
    assert!(s.contains("-- Quarter 4 --") && s.contains("\nFinal: BAL "), "{s}");
    assert!(!s.contains("offense>") && !s.contains("defense>"), "nobody is asked: {s}");
    // The terminal game with nobody at the keyboard is the simulated game of the same seed.
    let sim = stdout(&huddle(&["sim", "--rules", "som", "--seed", "3"]));
    assert_eq!(box_of(&s), box_of(&sim));
}

#[test]
fn typed_calls_run_then_the_computer_takes_over_at_the_end_of_input() {
    // Kansas City (home) wins the toss and receives; two downs are typed, then the input ends.
    let s = ok(&play(&["--seed", "3"], "receive\nlb hb\nflatl fl\n"));
    assert!(s.contains("KC win the toss: receive or kick [receive]> receive"), "{s}");
    // The offense is shown its players by slot and the formations.
    assert!(s.contains("KC offense by slot:\n  QB Patrick Mahomes | HB "), "{s}");
    assert!(s.contains("  3wr1   3 WR - 1 back"), "{s}");
    let run = s.find("KC offense> lb hb\n14:45 KC own 20  Kareem Hunt linebuck").expect("the typed run ran");
    let pass = s.find("KC offense> flatl fl\n14:15 KC own 21  Patrick Mahomes flat pass left to Xavier Worthy").expect("the typed pass ran");
    let end = s.find("(end of input: the computer coaches the rest of the game)").expect("the computer takes over");
    assert!(run < pass && pass < end, "{s}");
    assert!(s.contains("\nFinal: BAL ") && s.contains("FINAL"), "a final score and a box score: {s}");
}

#[test]
fn a_typed_substitution_carries_the_ball() {
    // [som 2.18.3] `hb=pacheco`: Isiah Pacheco plays HB for the down instead of Kareem Hunt; a
    // lineman named for a back's slot is refused with the rule.
    let s = ok(&play(&["--seed", "3"], "receive\nlb hb hb=thuney\nlb hb hb=pacheco\n"));
    assert!(s.contains("may not play HB: only the positions on his card [som 2.18.3]"), "{s}");
    assert!(s.contains("KC offense> lb hb hb=pacheco\n14:45 KC own 20  Isiah Pacheco linebuck"), "{s}");
    // The men the slots do not list are shown with their season's usage.
    assert!(s.contains("bench (SLOT=name in a call plays one for the down):\n  RB Samaje Perine (20 carries, 35 targets)"), "{s}");
}

#[test]
fn an_illegal_call_is_refused_with_its_rule_and_changes_nothing() {
    // [som 2.5] a back with no long columns is not thrown a long pass; [som 2.10.4] the coffin
    // corner is from the opponent's side; [som 2.16] the formation's receivers. Each is refused,
    // the down waits, and the legal call then runs from the same spot at the same time.
    let s = ok(&play(&["--seed", "3"], "receive\nlb hb\nlong hb\npunt coffin\nshort wr3\nflatl fl\n"));
    let down = s.find("KC ball, 2nd & 9 at KC 21 | Q1 14:15").expect("second down");
    let long = s.find("  HB's card has no long pass columns: he may not be thrown a long pass [som 2.5]").expect("the long pass refused");
    let coffin = s.find("  the coffin-corner punt is only from the opponent's side of the field [som 2.10.4]").expect("the coffin corner refused");
    let wr3 = s.find("  WR3 is not a receiver in the Pro Set: its receivers are HB FB FL SE TE [som 2.16]").expect("the receiver refused");
    let pass = s.find("KC offense> flatl fl\n14:15 KC own 21  Patrick Mahomes flat pass left").expect("the legal call ran from the same down");
    assert!(down < long && long < coffin && coffin < wr3 && wr3 < pass, "{s}");
    assert!(!s[down..pass].contains("\n14:"), "nothing was played in between: {}", &s[down..pass]);
    // The same game as one typed without the refused calls.
    assert_eq!(box_of(&s), box_of(&ok(&play(&["--seed", "3"], "receive\nlb hb\nflatl fl\n"))));
}

#[test]
fn the_defense_sees_only_the_formation_and_its_illegal_calls_are_refused() {
    // Coaching Baltimore (away): an empty line takes the computer's kickoff, then the defense.
    let s = ok(&play(&["--you", "away", "--seed", "3"], "\npass key hb\n43 pass double fl llb\nrun key hb\n"));
    assert!(s.contains("BAL kickoff: normal, squib or onside [normal]> \n"), "{s}");
    // [som 2.2] the defense is shown the formation and who plays in it, never the play.
    let shown = s.find("KC line up in the Pro Set: QB Patrick Mahomes | HB Kareem Hunt").expect("the formation shown");
    let prompt = s[shown..].find("BAL defense> ").map(|i| i + shown).unwrap();
    assert!(s.contains("BAL defense by slot (3-4):\n  LE "), "{s}");
    for hidden in ["linebuck", "pass to", "end run", "off tackle"] {
        assert!(!s[shown..prompt].contains(hidden), "the offense's play is hidden: {}", &s[shown..prompt]);
    }
    // [som 2.4.1] a key needs a run call; [som 2.15.2] linebackers double-team only in the prevent.
    let key = s.find("  [som 2.4.1] keying requires a run call").expect("the key refused");
    let lb = s.find("  [som 2.15.2] linebackers double-team only in the prevent defense (the Llb)").expect("the double-team refused");
    let ran = s.find("BAL defense> run key hb\n  (BAL defense: 3-4 run, key HB)\n14:45 KC own 20  ").expect("the legal defense ran");
    assert!(prompt < key && key < lb && lb < ran, "{s}");
    assert!(s.contains("(end of input: the computer coaches the rest of the game)") && s.contains("FINAL"), "{s}");
}

#[test]
fn the_defense_may_safety_blitz_and_an_illegal_one_is_refused() {
    // [som 2.15.5] Coaching Baltimore's defense: a back goes to the line only with a pass call;
    // `pass sblitz fs` shows the blitz and sends the free safety.
    let s = ok(&play(&["--you", "away", "--seed", "3"], "\nrun sblitz fs\npass sblitz fs\n"));
    let refused = s.find("  the safety blitz sends backs to the line with a pass call only [som 2.15.5]").expect("the run-call blitz refused");
    let ran = s.find("BAL defense> pass sblitz fs\n  (BAL defense: 3-4 pass, showing blitz: safety blitz FS (middle))\n14:45 KC own 20  ").expect("the safety blitz ran");
    assert!(refused < ran, "{s}");
    assert!(s.contains("FINAL"), "{s}");
}

#[test]
fn the_same_seed_and_calls_replay_the_game() {
    // Head to head: Baltimore wins the toss and receives, Kansas City kicks off (an empty line:
    // the computer's kickoff), then each side calls its downs; `ai` lets the computer call one.
    let input = "receive\n\nlb hb\nhelp\nrun key hb\n3wr1 gun short wr3\nai\n";
    let a = ok(&play(&["--seed", "11", "--you", "both"], input));
    assert!(a.contains("KC defense> help\ndefense: [formation] run|pass"), "help is shown: {a}");
    assert!(a.contains("KC defense> run key hb\n  (KC defense: 4-3 run, key HB)\n14:45 BAL own 20  Derrick Henry linebuck"), "{a}");
    assert!(a.contains("BAL offense> 3wr1 gun short wr3\n"), "{a}");
    assert_eq!(a, ok(&play(&["--seed", "11", "--you", "both"], input)));
    let b = ok(&play(&["--seed", "11", "--you", "both"], "receive\n\nerl qb\n"));
    assert_ne!(box_of(&a), box_of(&b), "other calls, another game");
}

#[test]
fn a_saved_game_resumes_to_the_same_end() {
    let dir = scratch("save");
    let save = dir.join("som.txt");
    let save_s = save.to_str().unwrap();
    let o = play(&["--seed", "3", "--save", save_s], "receive\nlb hb\nflatl fl\nquit\n");
    let s = ok(&o);
    assert!(s.contains("You left the game: BAL 0 - KC 0."), "{s}");
    assert!(!s.contains("FINAL"), "{s}");
    let text = std::fs::read_to_string(&save).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("# huddle play save: ") && lines[0].contains("\"rules\":\"som\""), "{text}");
    assert_eq!(&lines[1..], ["receive", "lb hb", "flatl fl"], "the typed lines, without the quit");
    // Resumed: the saved calls are replayed, then the keyboard goes on.
    let resumed = ok(&play_resume(save_s, "short te\nauto\n"));
    assert!(resumed.starts_with("resuming: 3 saved line(s)\n"), "{resumed}");
    assert!(!resumed.contains("14:45 KC own 20  Kareem Hunt linebuck"), "the replayed plays before the last are not shown again: {resumed}");
    assert!(resumed.contains("KC offense> short te\n"), "{resumed}");
    assert_eq!(std::fs::read_to_string(&save).unwrap(), format!("{text}short te\nauto\n"));
    // The same game as one sitting with all the calls: the same final score and box score.
    let whole = ok(&play(&["--seed", "3"], "receive\nlb hb\nflatl fl\nshort te\nauto\n"));
    assert_eq!(box_of(&resumed), box_of(&whole));
    let fin = |s: &str| s[s.find("\nFinal: ").unwrap()..].lines().nth(1).unwrap().to_string();
    assert_eq!(fin(&resumed), fin(&whole));
    // A save is never overwritten.
    assert_refused(&play(&["--save", save_s], ""), &["som.txt", "exists"]);
}

fn play_resume(save: &str, input: &str) -> Output {
    common::huddle_typed(&["play", "--resume", save], input.as_bytes())
}

#[test]
fn other_systems_options_and_bad_teams_are_refused() {
    assert_refused(&play(&["--standard"], ""), &["Strat-O-Matic"]);
    assert_refused(&play(&["--kickoff-touchback", "25"], ""), &["Strat-O-Matic"]);
    assert_refused(&play(&["--optional"], ""), &["--optional"]);
    assert_refused(&play(&["--home", "XYZ"], ""), &["XYZ"]);
    assert_refused(&play(&["--home", "BAL", "--away", "BAL"], ""), &["the same team 'BAL'"]);
    // Another pair of the league.
    let s = ok(&play(&["--home", "PHI", "--away", "DAL", "--you", "none", "--seed", "1"], ""));
    assert!(s.starts_with("Dallas Cowboys at Philadelphia Eagles — Strat-O-Matic"), "{s}");
}
