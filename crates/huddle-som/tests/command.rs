//! The call language of the terminal game: typed lines become calls, and an illegal call is
//! refused with the rule it breaks, by the same checks the engine runs.

use huddle_core::{Phase, Side};
use huddle_som::clock::Tempo;
use huddle_som::coach::{DefenseCall, KickKind, OffPlay, PuntChoice, PuntKind, PuntRush, Shown};
use huddle_som::command::{self, Offense};
use huddle_som::game::SomGame;
use huddle_som::options::SomOptions;
use huddle_som::testkit::{call, defense, game_at};
use huddle_som::vocab::{DefCall, DefFormation, DefSlot, Dir, OffFormation, OffSlot, PassPlay, RunKind, RunPlay};

/// The home team has the ball `spot` yards from its goal.
fn at(spot: i16, down: u8, to_go: u8, period: u8, secs: u16) -> SomGame {
    game_at(&[], call(OffPlay::Punt), defense(DefCall::Run), spot, down, to_go, period, secs, SomOptions::default())
}

fn off(g: &SomGame, line: &str) -> Result<Offense, String> {
    command::offense(line, &g.view(Side::Home))
}

fn def(g: &SomGame, line: &str, formation: OffFormation) -> Result<DefenseCall, String> {
    let shown = Shown { formation, shotgun: false, punt: false, field_goal: false, subs: huddle_som::lineup::Subs::NONE };
    command::defense(line, &g.view(Side::Away), &shown)
}

fn refused(r: Result<impl std::fmt::Debug, String>, token: &str) -> String {
    let e = r.expect_err("refused");
    assert!(e.contains(token), "{e} should name {token}");
    e
}

#[test]
fn offensive_calls_read_as_typed() {
    let g = at(30, 1, 10, 1, 900);
    let o = off(&g, "lb hb").unwrap();
    assert_eq!(o.call.formation, OffFormation::ProSet, "the Pro Set by default");
    assert_eq!(o.call.play, OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Hb });
    let o = off(&g, "3wr1 gun short wr3").unwrap();
    assert!(o.call.shotgun);
    assert_eq!((o.call.formation, o.call.play), (OffFormation::ThreeWideOneBack, OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Wr3 }));
    let o = off(&g, "OTR FB draw").unwrap();
    assert_eq!(o.call.play, OffPlay::Run { play: RunPlay::off_tackle(Dir::Right).draw(), carrier: OffSlot::Fb });
    assert_eq!(off(&g, "run er left qb").unwrap().call.play, OffPlay::Run { play: RunPlay::end_run(Dir::Left), carrier: OffSlot::Qb });
    assert_eq!(off(&g, "pass flat right hb").unwrap().call.play, OffPlay::Pass { play: PassPlay::Flat(Dir::Right), target: OffSlot::Hb });
    // The carrier defaults to the formation's first back: the FB in the 2 TE set.
    assert_eq!(off(&g, "2te lb").unwrap().call.play, OffPlay::Run { play: RunPlay::linebuck(), carrier: OffSlot::Fb });
    let o = off(&g, "punt").unwrap();
    assert_eq!((o.call.play, o.punt), (OffPlay::Punt, PuntKind::Normal));
    // Every accepted call is one the engine takes.
    for line in ["lb hb", "3wr1 gun short wr3", "otr fb draw", "4wr long fl", "house erl rb3", "tight lookin te2"] {
        assert!(g.legal(&off(&g, line).unwrap().call).is_ok(), "{line}");
    }
}

#[test]
fn nonsense_is_refused_and_says_what_it_wanted() {
    let g = at(30, 1, 10, 1, 900);
    assert!(off(&g, "").unwrap_err().contains("call a play"));
    assert!(off(&g, "blast").unwrap_err().contains("'blast' is not"));
    assert!(off(&g, "lb hb short te").unwrap_err().contains("one play"));
    assert!(off(&g, "short").unwrap_err().contains("name the receiver: HB FB FL SE TE"));
    assert!(off(&g, "lb hb fb").unwrap_err().contains("one ball carrier"));
}

#[test]
fn formation_rules_name_their_section() {
    // [som 2.16] the formation's backs and receivers.
    let g = at(30, 1, 10, 1, 900);
    let e = refused(off(&g, "short wr3"), "[som 2.16]");
    assert!(e.contains("WR3 is not a receiver in the Pro Set: its receivers are HB FB FL SE TE"), "{e}");
    refused(off(&g, "lb fl"), "[som 2.16]");
    refused(off(&g, "4wr lb fb"), "[som 2.16]");
    // [som 2.4.3] from the Shotgun only a Linebuck or a QB End Run.
    refused(off(&g, "gun otl hb"), "[som 2.4.3]");
    assert!(off(&g, "gun lb hb").is_ok() && off(&g, "gun erl qb").is_ok());
    // [som 2.4.2] a draw is a Linebuck or an Off Tackle run.
    refused(off(&g, "erl hb draw"), "[som 2.4.2]");
    refused(off(&g, "short te draw"), "[som 2.4.2]");
}

#[test]
fn field_position_and_clock_rules_name_their_section() {
    // [som 2.5.1] inside the 10 no flat, look-in or draw; inside the 20 no long pass.
    let g = at(93, 1, 7, 1, 900);
    refused(off(&g, "flatl fl"), "[som 2.5.1]");
    refused(off(&g, "lookin te"), "[som 2.5.1]");
    refused(off(&g, "lb hb draw"), "[som 2.4.2]");
    refused(off(&g, "ez fl"), "[som 2.5.1]");
    let g = at(85, 1, 10, 1, 900);
    refused(off(&g, "long fl"), "[som 2.5.1]");
    assert!(off(&g, "ez fl").is_ok());
    // [som 2.12.6] the kneel, [som 2.12.4] the spike: the last two minutes.
    let g = at(30, 1, 10, 1, 900);
    refused(off(&g, "kneel"), "[som 2.12.6]");
    refused(off(&g, "spike"), "[som 2.12.4]");
    // [som 2.12.2] out of bounds: the last 5 minutes of a half; [som 2.12.5] the hurry-up, [som 2.12.7] the slowdown: the last two.
    refused(off(&g, "short te oob"), "[som 2.12.2]");
    refused(off(&g, "short te hurry"), "[som 2.12.5]");
    refused(off(&g, "lb hb slow"), "[som 2.12.7]");
    let g = at(30, 1, 10, 4, 100);
    assert!(off(&g, "kneel").is_ok() && off(&g, "spike").is_ok());
    let o = off(&g, "short te oob hurry").unwrap();
    assert!(o.call.out_of_bounds && o.call.tempo == Tempo::HurryUp);
    assert_eq!(off(&g, "lb hb slow").unwrap().call.tempo, Tempo::Slowdown);
    // [som 2.10.4] [som 2.10.5] the coffin corner and the pooch: from the opponent's side.
    refused(off(&g, "punt coffin"), "[som 2.10.4]");
    refused(off(&g, "punt pooch"), "[som 2.10.5]");
    let g = at(60, 4, 5, 1, 900);
    assert_eq!(off(&g, "punt coffin").unwrap().punt, PuntKind::CoffinCorner);
    assert_eq!(off(&g, "punt pooch").unwrap().punt, PuntKind::Pooch);
    // [som 2.11] no field goal beyond 63 yards (the line + 17).
    let e = refused(off(&at(45, 4, 5, 1, 900), "fg"), "[som 2.11]");
    assert!(e.contains("72 yards"), "{e}");
    assert!(off(&at(54, 4, 5, 1, 900), "fg").is_ok());
}

#[test]
fn a_two_point_try_is_a_run_or_a_pass_from_the_2() {
    // [som 2.11]
    let mut g = at(30, 1, 10, 1, 900);
    g.core.phase = Phase::Try { team: Side::Home };
    g.core.spot = huddle_core::Spot::clamped(98);
    refused(off(&g, "fg"), "[som 2.11]");
    refused(off(&g, "punt"), "[som 2.11]");
    refused(off(&g, "lookin te"), "[som 2.5.1]");
    assert!(off(&g, "short te").is_ok() && off(&g, "lb hb").is_ok());
    assert!(command::situation(&g.view(Side::Home)).contains("two-point try from the 2"));
}

#[test]
fn the_quarterbacks_end_runs_are_counted() {
    // [som 2.4.4] after his End Runs, a QB End Run is refused; his Linebuck is not.
    let mut g = at(30, 1, 10, 1, 900);
    let t = &mut g.teams[Side::Home].team;
    let q = t.player(&t.depth.qb[0].clone()).unwrap();
    t.players[q].season.rush_att = 20;
    assert!(off(&g, "erl qb").is_ok());
    g.teams[Side::Home].qb_end_runs.set(q, 1);
    let e = refused(off(&g, "erl qb"), "[som 2.4.4]");
    assert!(!e.contains("Qb"), "slots are named as typed: {e}");
    assert!(off(&g, "lb qb").is_ok());
    assert!(command::situation(&g.view(Side::Home)).contains("QB End Runs left 0"));
}

#[test]
fn defensive_calls_read_as_typed() {
    let g = at(30, 1, 10, 1, 900);
    let d = def(&g, "pass double te", OffFormation::ProSet).unwrap();
    assert_eq!((d.formation, d.call, d.doubles), (DefFormation::Base43, DefCall::Pass, [Some((OffSlot::Te, DefSlot::Fs)), None, None]));
    let d = def(&g, "run key hb blitz llb mlb", OffFormation::ProSet).unwrap();
    assert_eq!((d.call, d.key), (DefCall::Run, Some(OffSlot::Hb)));
    assert_eq!(d.blitzers().collect::<Vec<_>>(), [DefSlot::Llb, DefSlot::Mlb]);
    // The dimes call pass by themselves; `nickel` and `dime` take the team's front (4-3 here).
    let d = def(&g, "dime", OffFormation::FourWide).unwrap();
    assert_eq!((d.formation, d.call), (DefFormation::Dime416, DefCall::Pass));
    assert_eq!(def(&g, "nickel pass double te", OffFormation::ThreeWideOneBack).unwrap().doubles, [Some((OffSlot::Te, DefSlot::Fs)), None, None]);
    assert_eq!(def(&g, "prevent double fl llb", OffFormation::ProSet).unwrap().formation, DefFormation::Prevent43);
    assert_eq!(def(&g, "sy", OffFormation::FullHouse).unwrap().call, DefCall::Run);
    assert!(def(&g, "", OffFormation::ProSet).unwrap_err().contains("call a defense"));
    assert!(def(&g, "blitz", OffFormation::ProSet).is_err());
}

#[test]
fn defensive_rules_name_their_section() {
    let g = at(30, 1, 10, 1, 900);
    let pro = OffFormation::ProSet;
    // [som 2.2] the defense calls run or pass.
    refused(def(&g, "43", pro), "[som 2.2]");
    // [som 2.4.1] a key needs a run call and names a back or the QB.
    refused(def(&g, "pass key hb", pro), "[som 2.4.1]");
    refused(def(&g, "run key fl", pro), "[som 2.4.1]");
    assert!(def(&g, "run key qb", pro).is_ok());
    // [som 2.15.1] a double-team needs a pass call and a receiver on the field.
    refused(def(&g, "run double te", pro), "[som 2.15.1]");
    refused(def(&g, "pass double wr3", pro), "[som 2.15.1]");
    // [som 2.15.2] linebackers double-team only in the prevent.
    refused(def(&g, "pass double fl llb", pro), "[som 2.15.2]");
    // [som 2.14.7] the 4-1-6 dime calls pass; [som 2.15.4] no key in short yardage.
    refused(def(&g, "dime run", OffFormation::FourWide), "[som 2.14.7]");
    refused(def(&g, "sy run key hb", pro), "[som 2.15.4]");
    // [som 2.15.9] the nickel's extra back covers the 3rd receiver: he may not double-team.
    refused(def(&g, "nickel pass double te db1", OffFormation::ThreeWideOneBack), "[som 2.15.9]");
    // [som 2.13.4] linebackers blitz; a back goes with `sblitz` [som 2.15.5].
    let e = refused(def(&g, "pass blitz ss", pro), "[som 2.13.4]");
    assert!(e.contains("sblitz"), "{e}");
    // [som 2.5.1] no six defensive backs inside the 20, no short yardage inside the 10.
    refused(def(&at(85, 1, 10, 1, 900), "dime", OffFormation::FourWide), "[som 2.5.1]");
    refused(def(&at(95, 1, 5, 1, 900), "sy", pro), "[som 2.5.1]");
    // A refused call leaves the game as it was: the computer's base call is still legal.
    let v = g.view(Side::Away);
    let shown = Shown { formation: pro, shotgun: false, punt: false, field_goal: false, subs: huddle_som::lineup::Subs::NONE };
    assert!(command::check_defense(&v, &shown, &DefenseCall::base(v.own().front)).is_ok());
}

/// [som 2.15.1] [som 2.15.2] [som 2.15.3] Several double-teams in one call: in the prevent up to
/// two linebackers plus the FS (each linebacker on the receiver the rules give him), elsewhere
/// the FS plus one back without coverage; never linebackers and backs together, one man a
/// receiver and one receiver a man; each double-teamer stands on his receiver's box.
#[test]
fn several_double_teams_in_one_call() {
    let g = at(30, 1, 10, 1, 900);
    let pro = OffFormation::ProSet;
    // The prevent: the LLB takes the Flanker, the RLB the Split End, the FS the tight end.
    let d = def(&g, "prevent double fl llb double se rlb double te fs", pro).unwrap();
    assert_eq!(d.doubled().collect::<Vec<_>>(), [(OffSlot::Fl, DefSlot::Llb), (OffSlot::Se, DefSlot::Rlb), (OffSlot::Te, DefSlot::Fs)]);
    let text = command::defense_text(&d);
    for want in ["LLB double-teams FL", "RLB double-teams SE", "FS double-teams TE"] {
        assert!(text.contains(want), "{text}");
    }
    let board = huddle_som::game::check_call(&g.core, pro, &d).unwrap();
    assert_eq!((board.double_teamer(OffSlot::Fl), board.double_teamer(OffSlot::Se), board.double_teamer(OffSlot::Te)), (Some(DefSlot::Llb), Some(DefSlot::Rlb), Some(DefSlot::Fs)));
    // The dime's extra back without coverage and the FS: two receivers.
    let d = def(&g, "dime double fl db2 double se", OffFormation::ProSet).unwrap();
    assert_eq!(d.doubled().count(), 2);
    // A linebacker on a receiver the rules do not give him; three linebackers; a fourth double.
    refused(def(&g, "prevent double se llb double fl rlb", pro), "[som 2.15.2]");
    refused(def(&g, "prevent double fl llb double se rlb double te mlb", pro), "[som 2.15.2]");
    refused(def(&g, "prevent double fl llb double se rlb double te fs double hb ss", pro), "three double-teams a call at most");
    // Beside the linebackers a back with coverage (the prevent has no extra back) may not.
    refused(def(&g, "prevent double fl llb double se ss", pro), "has coverage and may not double-team");
    // One man a receiver, one receiver a man.
    refused(def(&g, "pass double te double fl", pro), "[som 2.15.1] the Fs double-teams one receiver");
    refused(def(&g, "prevent double fl llb double fl fs", pro), "[som 2.15.1] the Fl is double-teamed by one man");
}

/// [som 2.15.5] The safety blitz at the terminal: `show` announces "Showing Blitz", `sblitz <DB>[@spot]`
/// shows it and sends backs to the line; a back without a spot takes the first open blitz area on
/// his side; the FS backfills the short zone for a blitzing SS.
#[test]
fn the_safety_blitz_reads_as_typed() {
    use huddle_som::board::{BlitzArea, LineSpot};
    use huddle_som::coach::SafetyBlitz;
    let g = at(30, 3, 9, 1, 900);
    let pro = OffFormation::ProSet;
    let d = def(&g, "run show", pro).unwrap();
    assert_eq!((d.call, d.safety_blitz), (DefCall::Run, SafetyBlitz::SHOWN), "[som 2.15.5] showing only");
    let d = def(&g, "pass sblitz fs", pro).unwrap();
    assert!(d.safety_blitz.showing(), "[som 2.15.5] sblitz shows the blitz");
    assert_eq!(d.safety_blitz.backs().collect::<Vec<_>>(), [(DefSlot::Fs, LineSpot::Blitz(BlitzArea::Middle))], "[som 2.15.5] the FS to the middle");
    let d = def(&g, "pass sblitz ss@ol", pro).unwrap();
    assert_eq!(d.safety_blitz.backs().collect::<Vec<_>>(), [(DefSlot::Ss, LineSpot::Blitz(BlitzArea::OutsideLeft))], "[som 2.15.5] the named spot");
    let d = def(&g, "pass sblitz lcb", pro).unwrap();
    assert_eq!(d.safety_blitz.backs().next(), Some((DefSlot::Lcb, LineSpot::Blitz(BlitzArea::OutsideLeft))), "[som 2.15.5] the corner's side");
    // The MLB blitzing takes the middle: the FS goes to the next open area.
    let d = def(&g, "pass blitz mlb sblitz fs", pro).unwrap();
    assert_eq!(d.safety_blitz.backs().next(), Some((DefSlot::Fs, LineSpot::Blitz(BlitzArea::LeftTackle))), "[som 2.15.5] an open spot");
    assert_eq!(command::defense_text(&def(&g, "pass sblitz fs", pro).unwrap()), "4-3 pass, showing blitz: safety blitz FS (middle)");
    assert_eq!(command::defense_text(&def(&g, "run show", pro).unwrap()), "4-3 run, showing blitz");
}

/// [som 2.15.5] An illegal safety blitz is refused with its rule and changes nothing.
#[test]
fn an_illegal_safety_blitz_is_refused() {
    let g = at(30, 3, 9, 1, 900);
    let pro = OffFormation::ProSet;
    refused(def(&g, "run sblitz fs", pro), "[som 2.15.5]");
    refused(def(&g, "pass sblitz mlb", pro), "[som 2.15.5]");
    refused(def(&g, "pass sblitz", pro), "[som 2.15.5]");
    refused(def(&g, "pass sblitz fs fs", pro), "[som 2.15.5]");
    refused(def(&g, "pass sblitz ss@deep", pro), "[som 2.15.5]");
    refused(def(&g, "pass sblitz ss@le", pro), "[som 2.15.5]");
    let e = refused(def(&g, "pass sblitz ss lcb", pro), "[som 2.15.5]");
    assert!(e.contains("three men"), "{e}");
    refused(def(&g, "pass double te sblitz fs", pro), "[som 2.15.5]");
    refused(def(&g, "pass sblitz db1", pro), "[som 2.14.1]");
}

#[test]
fn the_kick_and_punt_choices_take_the_default_on_an_empty_line() {
    assert_eq!(command::kick_kind("", KickKind::Squib), Ok(KickKind::Squib));
    assert_eq!(command::kick_kind("onside", KickKind::Normal), Ok(KickKind::Onside));
    assert!(command::kick_kind("deep", KickKind::Normal).unwrap_err().contains("§2.1.2"));
    assert_eq!(command::punt_choice("", PuntChoice::FairCatch), Ok(PuntChoice::FairCatch));
    assert_eq!(command::punt_choice("roll", PuntChoice::Return), Ok(PuntChoice::LetItRoll));
    assert_eq!(command::punt_rush("", PuntRush::Safe), Ok(PuntRush::Safe));
    assert_eq!(command::punt_rush("block", PuntRush::Normal), Ok(PuntRush::Block));
    assert!(command::punt_rush("all out", PuntRush::Normal).is_err());
}

#[test]
fn the_coaches_see_their_players_by_slot_and_the_defense_only_what_is_shown() {
    let g = at(30, 2, 7, 3, 400);
    let v = g.view(Side::Home);
    let s = command::situation(&v);
    assert!(s.starts_with("HOM ball, 2nd & 7 at HOM 30 | Q3 6:40"), "{s}");
    let names = |side: Side, slot: OffSlot| {
        let t = &g.teams[side].team;
        let p = huddle_som::lineup::offense(t, &[], slot).unwrap();
        t.players[p].name.clone()
    };
    let lineup = command::offense_lineup(&v);
    assert!(lineup.contains(&format!("QB {}", names(Side::Home, OffSlot::Qb))) && lineup.contains("3wr1"), "{lineup}");
    // [som 2.2] the defense sees the formation, the Shotgun and the men in it, not the play.
    let d = g.view(Side::Away);
    let shown = call(OffPlay::Pass { play: PassPlay::Long, target: OffSlot::Fl }).shown();
    let text = command::shown_text(&d, &Shown { shotgun: true, ..shown });
    assert!(text.starts_with("HOM line up in the Pro Set, Shotgun:"), "{text}");
    assert!(text.contains(&format!("FL {}", names(Side::Home, OffSlot::Fl))), "{text}");
    assert!(!text.to_lowercase().contains("long"), "{text}");
    assert!(command::defense_lineup(&d).contains("LLB "));
    let punt = command::shown_text(&d, &call(OffPlay::Punt).shown());
    assert_eq!(punt, "HOM announce a punt.\n");
}

#[test]
fn the_calls_in_words() {
    let c = huddle_som::coach::OffenseCall { shotgun: true, ..call(OffPlay::Run { play: RunPlay { kind: RunKind::Linebuck, dir: None, draw: true }, carrier: OffSlot::Qb }) };
    assert_eq!(command::offense_text(&c), "Pro Set, Shotgun: draw, linebuck by QB");
    let d = DefenseCall { doubles: [Some((OffSlot::Te, DefSlot::Fs)), None, None], ..defense(DefCall::Pass) };
    assert_eq!(command::defense_text(&d), "4-3 pass, FS double-teams TE");
}

#[test]
fn a_substitution_is_typed_slot_equals_name() {
    // [som 2.18.3] `se=4` puts "Receiver 4" at SE: the name is looked for among the men who may
    // play the slot first ("Lineman 4" may not). The ball goes to the slot, so to him.
    let g = at(30, 1, 10, 1, 900);
    let o = off(&g, "short se se=4").unwrap();
    assert_eq!(o.call.subs.get(OffSlot::Se), Some(7));
    assert_eq!(o.call.play, OffPlay::Pass { play: PassPlay::Short, target: OffSlot::Se });
    let o = off(&g, "erl hb hb=third").unwrap();
    assert_eq!(o.call.subs.get(OffSlot::Hb), Some(3), "a unique part of the name will do");
    assert!(g.legal(&o.call).is_ok());
    // Refused, saying why: a position not on his card, a slot the set does not use, a name that
    // is no one's or several men's, a back at quarterback, a lineman's slot, a slot named twice.
    assert_eq!(off(&g, "lb hb fl=receiver_3").unwrap().call.subs.get(OffSlot::Fl), Some(6), "_ for a space");
    refused(off(&g, "lb hb hb=receiver_1"), "may not play HB");
    refused(off(&g, "short te te2=2"), "TE2 is not in this formation");
    refused(off(&g, "lb hb hb=nobody"), "no HOM player called 'nobody'");
    refused(off(&g, "lb hb hb=receiver"), "could be");
    refused(off(&g, "lb hb qb=halfback"), "Halfback may not play QB");
    refused(off(&g, "lb hb lg=lineman_4"), "a substitution names the quarterback, a back, receiver or tight end slot");
    refused(off(&g, "lb hb fl=3 fl=4"), "FL is named twice");
    refused(off(&g, "lb hb hb="), "name the player");
}

mod typed_lines {
    use super::*;
    use proptest::prelude::*;

    const WORDS: &[&str] = &[
        "pro", "tight", "house", "3wr1", "3wr2", "3rb", "2te", "4wr", "bb", "gun", "lb", "otl", "otr", "erl", "err", "draw", "flatl", "flatr", "lookin", "short", "long", "ez", "punt", "coffin", "pooch", "fg", "kneel", "spike", "oob", "hurry", "slow", "hb", "fb", "rb3", "fl", "se", "wr3", "wr4", "te", "te2", "qb", "hb=third", "fb=halfback", "se=4", "wr3=receiver_2", "te2=2", "te=1", "qb=quarterback", "lg=lineman", "hb=", "=x", "fl=receiver", "se=nobody", "x=y=z", "blast", "",
    ];

    proptest! {
        /// [som 2.2] Any line of the call language's words (substitutions among them) is either
        /// refused with a message or becomes a call the engine takes as legal: the terminal never
        /// hands over a call the engine would call delay of game, and never panics.
        #[test]
        fn a_typed_offense_is_refused_or_legal(words in proptest::collection::vec(0usize..WORDS.len(), 0..7), spot in 1i16..99, period in 1u8..5, secs in 1u16..900) {
            let g = at(spot, 1, 10.min((100 - spot) as u8), period, secs);
            let line = words.iter().map(|&i| WORDS[i]).collect::<Vec<_>>().join(" ");
            match off(&g, &line) {
                Ok(o) => prop_assert!(g.legal(&o.call).is_ok(), "accepted but illegal: {line:?}"),
                Err(e) => prop_assert!(!e.is_empty()),
            }
        }
    }
}
